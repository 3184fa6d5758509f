import { type Db, type DbHandle, openConfiguredDb } from "./client";
import { runMigrations } from "./migrate";

export type { Db, DbHandle } from "./client";
export { queryRows } from "./client";

type Ready = { handle: DbHandle; ready: Promise<void> };

// PGlite must have exactly one instance per data directory and there is no file lock, so the
// handle lives on globalThis: Next's dev server re-evaluates modules on every edit.
const globalForDb = globalThis as typeof globalThis & { __camsDb?: Ready };

/**
 * MIGRATE_ON_START=0: the schema is migrated beforehand by its owner (`npm run db:migrate` with
 * the owner's DATABASE_URL), and this server's role may only read and write rows: it cannot
 * alter tables or drop the append-only triggers (README, Deploying).
 */
const migrateOnStart = () => process.env.MIGRATE_ON_START !== "0";

function ensure(): Ready {
  if (!globalForDb.__camsDb) {
    const handle = openConfiguredDb();
    const ready = migrateOnStart() ? runMigrations(handle) : Promise.resolve();
    globalForDb.__camsDb = { handle, ready };
  }
  return globalForDb.__camsDb;
}

/** The migrated application database. */
export async function getDb(): Promise<Db> {
  const { handle, ready } = ensure();
  await ready;
  return handle.db;
}

export async function closeDb(): Promise<void> {
  const current = globalForDb.__camsDb;
  globalForDb.__camsDb = undefined;
  if (current) await current.handle.close();
}
