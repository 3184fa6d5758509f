// Vitest's global setup (vitest.config.ts): migrates one PGlite and, with TEST_DATABASE_URL, one
// PostgreSQL database once per run, for createTestDb (lib/db/testing.ts) to copy in every test
// file instead of migrating from empty each time.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "./client";
import { runMigrations } from "./migrate";
import { databaseUrl, withAdmin } from "./testing";

export async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "cams-pglite-template-"));
  const pglite = openPglite();
  try {
    await runMigrations(pglite);
    const file = path.join(dir, "migrated.tar");
    // Uncompressed: gzip would make every test file pay to inflate it.
    const client = (pglite.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide("pgliteTemplate", file);
  } finally {
    await pglite.close();
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = `cams_template_${randomBytes(6).toString("hex")}`;
  const dropTemplate = async () => {
    if (adminUrl) {
      await withAdmin(adminUrl, (c) =>
        c.query(`drop database if exists ${postgresTemplate} with (force)`),
      );
    }
  };
  if (adminUrl) {
    await withAdmin(adminUrl, (c) => c.query(`create database ${postgresTemplate}`));
    // Closed before any copy: CREATE DATABASE ... TEMPLATE refuses a template with sessions.
    const handle = openPostgres(databaseUrl(adminUrl, postgresTemplate));
    try {
      await runMigrations(handle);
    } catch (error) {
      await handle.close();
      await dropTemplate();
      throw error;
    }
    await handle.close();
    project.provide("postgresTemplate", postgresTemplate);
  }

  return async () => {
    await rm(dir, { recursive: true, force: true });
    await dropTemplate();
  };
}
