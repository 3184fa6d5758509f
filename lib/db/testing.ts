import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { inject } from "vitest";
import { type DbHandle, openPglite, openPostgres } from "./client";
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
 * `close()` puts the copy back as the template has it and keeps it for the worker's next file,
 * when the global setup gave the script that does so: opening a PGlite copy still cost about
 * 0.7 s of CPU, some 100 times a run, and resetting one costs a few milliseconds.
 */
export async function createTestDb(backend: TestBackend): Promise<DbHandle> {
  const reset = inject("templateReset");
  const kept = reset ? spares()[backend].pop() : undefined;
  if (backend === "pglite") {
    const handle = kept?.handle ?? (await openPgliteCopy());
    return reset ? reusable(handle, (h) => resetPglite(h, reset)) : handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const prefix = inject("testDatabasePrefix");
  const name = kept?.name ?? `${prefix ?? "cams_test_"}${randomBytes(6).toString("hex")}`;
  if (!kept) {
    const template = inject("postgresTemplate");
    await withAdmin(adminUrl, (c) =>
      c.query(`create database ${name}${template ? ` template ${template}` : ""}`),
    );
  }
  const handle = openPostgres(databaseUrl(adminUrl, name));
  await runMigrations(handle);
  const url = databaseUrl(adminUrl, name);
  if (reset && prefix) {
    // The pool ends first, so a reused database starts with no session of a previous file's.
    return reusable({ ...handle, name }, async (h) => {
      await h.close();
      await withAdmin(url, (c) => c.query(reset));
    });
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function openPgliteCopy(): Promise<DbHandle> {
  const template = inject("pgliteTemplate");
  const handle = openPglite(
    undefined,
    template ? new Blob([new Uint8Array(await readFile(template))]) : undefined,
  );
  await runMigrations(handle);
  return handle;
}

async function resetPglite(handle: DbHandle, reset: string) {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Settings, prepared statements and advisory locks a file left on PGlite's one session.
  await client.exec("discard all");
  await client.exec(reset);
}

type Kept = { handle: DbHandle; name?: string };

/**
 * The copies a worker keeps, on globalThis: files of the isolated project import this module
 * afresh. Two of each backend at most; a file that opened more closes the rest.
 */
function spares(): Record<TestBackend, Kept[]> {
  const slot = globalThis as { [KEPT]?: Record<TestBackend, Kept[]> };
  slot[KEPT] ??= { pglite: [], postgres: [] };
  return slot[KEPT];
}
const KEPT = Symbol.for("cams.testDatabases");
const MAX_KEPT = 2;

/**
 * The handle with a close() that resets the copy and keeps it. A copy that cannot be reset (a
 * file left it mid-transaction, say), or one more than the worker keeps, is closed instead (a
 * PostgreSQL copy stays on the server for the global teardown to drop); a second close() does
 * nothing.
 */
function reusable(handle: DbHandle & { name?: string }, resetCopy: (h: DbHandle) => Promise<void>) {
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      const kept = spares()[handle.kind];
      if (kept.length < MAX_KEPT) {
        const wasReset = await resetCopy(handle).then(
          () => true,
          () => false,
        );
        if (wasReset) {
          kept.push({ handle, name: handle.name });
          return;
        }
      }
      // A PostgreSQL pool may have ended already: a second end() only throws.
      await handle.close().catch(() => {});
    },
  } satisfies DbHandle;
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
  }
}
