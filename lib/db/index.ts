import { type Db, type DbHandle, openConfiguredDb } from "./client";
import { runMigrations } from "./migrate";

export type { Db, DbHandle } from "./client";
export { queryRows } from "./client";

type Ready = { handle: DbHandle; ready: Promise<void> };

// PGlite must have exactly one instance per data directory and there is no file lock, so the
// handle lives on globalThis: Next's dev server re-evaluates modules on every edit.
const globalForDb = globalThis as typeof globalThis & { __camsDb?: Ready };

function ensure(): Ready {
  if (!globalForDb.__camsDb) {
    const handle = openConfiguredDb();
    globalForDb.__camsDb = { handle, ready: runMigrations(handle) };
  }
  return globalForDb.__camsDb;
}

/** The migrated application database. */
export async function getDb(): Promise<Db> {
  const { handle, ready } = ensure();
  await ready;
  return handle.db;
}

export async function getDbHandle(): Promise<DbHandle> {
  const { handle, ready } = ensure();
  await ready;
  return handle;
}

export async function closeDb(): Promise<void> {
  const current = globalForDb.__camsDb;
  globalForDb.__camsDb = undefined;
  if (current) await current.handle.close();
}
