import { randomBytes } from "node:crypto";
import { Client } from "pg";
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
 */
export async function createTestDb(backend: TestBackend): Promise<DbHandle> {
  if (backend === "pglite") {
    const handle = openPglite();
    await runMigrations(handle);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `cams_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, fn: (c: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
