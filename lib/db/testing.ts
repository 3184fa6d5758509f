import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { inject } from "vitest";
import { createPglite, type DbHandle, openPostgres, pgliteHandle } from "./client";
import { runMigrations } from "./migrate";

export type TestBackend = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const testBackends: TestBackend[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a database on the
 * TEST_DATABASE_URL server.
 *
 * Both start as a copy of a template that lib/db/testing.global-setup.ts migrated once for the
 * run: booting an empty PGlite (its initdb) and running every migration cost each file about
 * four times what loading the migrated copy does. `runMigrations` still runs on the copy: it finds
 * nothing to do, and a run without the global setup (a config that lacks it) migrates from empty.
 *
 * In a project whose files share their worker (`keepTestDatabases`, vitest.config.ts), `close()`
 * puts the copy back as the template has it and keeps it for the worker's next file: opening a
 * PGlite copy still cost about 0.7 s of CPU, some 100 times a run, and resetting one costs a few
 * milliseconds. Elsewhere, and when the reset fails, it closes the copy (and drops PostgreSQL's).
 */
export async function createTestDb(backend: TestBackend): Promise<DbHandle> {
  const reset = inject("keepTestDatabases") ? inject("templateReset") : undefined;
  return backend === "pglite" ? pgliteCopy(reset) : postgresCopy(reset);
}

async function pgliteCopy(reset: string | undefined): Promise<DbHandle> {
  const client = kept.pglite.pop() ?? (await openPgliteCopy());
  // A new drizzle view for each file: what a module cached by the db object (a WeakMap) goes
  // with the file that filled it.
  const handle = pgliteHandle(client);
  if (!reset) return handle;
  return keptOnClose(handle, "pglite", {
    async keep() {
      // Settings, prepared statements, advisory locks, LISTENs and temporary tables first.
      await client.exec("discard all");
      await client.exec(reset);
      kept.pglite.push(client);
    },
    dispose: () => client.close(),
  });
}

async function openPgliteCopy(): Promise<PGlite> {
  const template = inject("pgliteTemplate");
  const client = createPglite(
    undefined,
    template ? new Blob([new Uint8Array(await readFile(template))]) : undefined,
  );
  await runMigrations(pgliteHandle(client));
  return client;
}

async function postgresCopy(reset: string | undefined): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const reused = kept.postgres.pop();
  const name =
    reused ?? `${inject("testDatabasePrefix") ?? "cams_test_"}${randomBytes(6).toString("hex")}`;
  if (!reused) {
    const template = inject("postgresTemplate");
    await withAdmin(adminUrl, (c) =>
      c.query(`create database ${name}${template ? ` template ${template}` : ""}`),
    );
  }
  const url = databaseUrl(adminUrl, name);
  const handle = openPostgres(url);
  // A kept copy was migrated when it was made.
  if (!reused) await runMigrations(handle);
  const dispose = async () => {
    await handle.close().catch(() => {});
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  };
  if (!reset) return { ...handle, close: dispose };
  return keptOnClose(handle, "postgres", {
    async keep() {
      // The pool ends first, so the next file starts with no session of this one's.
      await handle.close();
      await withAdmin(url, (c) => c.query(reset));
      kept.postgres.push(name);
    },
    dispose,
  });
}

/** The copies this worker keeps: PGlite instances, and PostgreSQL databases by name. */
const kept = { pglite: [] as PGlite[], postgres: [] as string[] };
/** Copies being reset to be kept, so that two closing at once do not keep more than MAX_KEPT. */
const keeping = { pglite: 0, postgres: 0 };
// A file that opened more at once than this closes the rest.
const MAX_KEPT = 2;

/**
 * The handle with a close() that resets the copy and keeps it (`keep`), or disposes of it when
 * the worker keeps enough or the reset fails (a file left it mid-transaction, say: said on the
 * console, as the next file would otherwise pay for a fresh copy unnoticed). A second close()
 * does nothing.
 */
function keptOnClose(
  handle: DbHandle,
  backend: TestBackend,
  copy: { keep: () => Promise<void>; dispose: () => Promise<void> },
): DbHandle {
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      if (kept[backend].length + keeping[backend] < MAX_KEPT) {
        keeping[backend] += 1;
        try {
          await copy.keep();
          return;
        } catch (error) {
          console.warn(`[test db] a ${backend} copy not reset, closed instead:`, error);
        } finally {
          keeping[backend] -= 1;
        }
      }
      await copy.dispose();
    },
  };
}

/** The admin URL pointed at another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin(url: string, fn: (c: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (PGlite's dumpDataDir). */
    pgliteTemplate?: string;
    /** A migrated database on the TEST_DATABASE_URL server, to copy with CREATE DATABASE. */
    postgresTemplate?: string;
    /** SQL that puts a used copy of either template back as it was (the global setup's). */
    templateReset?: string;
    /** How this run's PostgreSQL copies are named, for the global teardown to drop them all. */
    testDatabasePrefix?: string;
    /** Set on the projects whose files share their worker: a closed copy is kept for the next. */
    keepTestDatabases?: boolean;
  }
}
