import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
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
 * A fresh, migrated database for one test file: an in-memory PGlite, or a throw-away database
 * created on the TEST_DATABASE_URL server and dropped again by `close()`.
 *
 * Both start as a copy of a template that lib/db/testing.global-setup.ts migrated once for the
 * run: booting an empty PGlite (its initdb) and running every migration cost each file about
 * four times what loading the migrated copy does. `runMigrations` still runs on the copy: it finds
 * nothing to do, and a run without the global setup (a config that lacks it) migrates from empty.
 */
export async function createTestDb(backend: TestBackend): Promise<DbHandle> {
  if (backend === "pglite") {
    const template = inject("pgliteTemplate");
    const handle = openPglite(
      undefined,
      template ? new Blob([new Uint8Array(await readFile(template))]) : undefined,
    );
    await runMigrations(handle);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `cams_test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  await withAdmin(adminUrl, (c) =>
    c.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const handle = openPostgres(databaseUrl(adminUrl, name));
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
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
  }
}
