// Vitest's global setup (vitest.config.ts): migrates one PGlite and, with TEST_DATABASE_URL, one
// PostgreSQL database once per run, for createTestDb (lib/db/testing.ts) to copy in every test
// file instead of migrating from empty each time.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ProvidedContext } from "vitest";
import type { TestProject } from "vitest/node";
import { createPglite, openPostgres, pgliteHandle } from "./client";
import { runMigrations } from "./migrate";
import { databaseUrl, withAdmin } from "./testing";

type Templates = { provided: Partial<ProvidedContext>; teardown: () => Promise<void> };

// Vitest runs a global setup for each project (and the root), one after another: the first makes
// the templates, the others are handed the same, and the one teardown runs once.
const TEMPLATES = Symbol.for("cams.testTemplates");
const slot = globalThis as { [TEMPLATES]?: Promise<Templates> };

export async function setup(project: TestProject) {
  slot[TEMPLATES] ??= makeTemplates();
  const { provided, teardown } = await slot[TEMPLATES];
  for (const [key, value] of Object.entries(provided)) {
    project.provide(key as keyof ProvidedContext, value as never);
  }
  return teardown;
}

async function makeTemplates(): Promise<Templates> {
  const dir = await mkdtemp(path.join(tmpdir(), "cams-pglite-template-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const run = randomBytes(6).toString("hex");
  const postgresTemplate = `cams_template_${run}`;
  // The copies the workers kept for reuse (lib/db/testing.ts) go with the template.
  const provided: Partial<ProvidedContext> = { testDatabasePrefix: `cams_test_${run}_` };
  let tornDown: Promise<void> | undefined;
  const teardown = () => {
    tornDown ??= (async () => {
      delete slot[TEMPLATES];
      await rm(dir, { recursive: true, force: true });
      if (!adminUrl) return;
      await withAdmin(adminUrl, async (c) => {
        const { rows } = await c.query<{ datname: string }>(
          "select datname from pg_database where starts_with(datname, $1)",
          [`cams_test_${run}_`],
        );
        for (const { datname } of rows)
          await c.query(`drop database if exists ${datname} with (force)`);
        await c.query(`drop database if exists ${postgresTemplate} with (force)`);
      });
    })();
    return tornDown;
  };

  async function migratePglite() {
    const client = createPglite();
    try {
      await runMigrations(pgliteHandle(client));
      const file = path.join(dir, "migrated.tar");
      // Uncompressed: gzip would make every test file pay to inflate it.
      const dump = await client.dumpDataDir("none");
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
      provided.pgliteTemplate = file;
      provided.templateReset = await resetScript(client);
    } finally {
      await client.close();
    }
  }

  async function migratePostgres(url: string) {
    await withAdmin(url, (c) => c.query(`create database ${postgresTemplate}`));
    // Closed before any copy: CREATE DATABASE ... TEMPLATE refuses a template with sessions.
    const handle = openPostgres(databaseUrl(url, postgresTemplate));
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    provided.postgresTemplate = postgresTemplate;
  }

  // Side by side: PostgreSQL migrates in its own process while PGlite works in this one.
  const done = await Promise.allSettled([
    migratePglite(),
    adminUrl ? migratePostgres(adminUrl) : undefined,
  ]);
  const failed = done.find((result) => result.status === "rejected");
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return { provided, teardown };
}

/**
 * SQL that puts a used copy of the migrated template back as the template has it, for
 * createTestDb to hand the copy to the worker's next test file: every table emptied (with
 * triggers off, so the append-only audit log allows it and foreign keys need no order), the rows
 * the migrations inserted put back, every sequence where it was. Read off the template, so a new
 * table, seed row or sequence needs nothing here: a seed row keeps its identity values
 * (OVERRIDING SYSTEM VALUE), its generated columns are computed again, and a table's own rows are
 * read apart from its partitions' or children's (ONLY). The migrations' own journal stays.
 * Turning triggers off takes a superuser, as the test servers' `postgres` is.
 */
async function resetScript(client: PGlite): Promise<string> {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const { rows: tables } = await client.query<{ name: string; columns: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      ) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
      and n.nspname not like 'pg\\_%'
    order by 1`);
  const seeds: string[] = [];
  for (const { name, columns } of tables) {
    const { rows } = await client.query<{ rows: unknown[] | null }>(
      `select json_agg(t) as rows from only ${name} t`,
    );
    const seeded = rows[0]?.rows;
    if (seeded) {
      const json = literal(JSON.stringify(seeded));
      seeds.push(
        `insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, ${json});`,
      );
    }
  }
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(`
    select format('%I.%I', schemaname, sequencename) as name,
      coalesce(last_value, start_value)::text as value, last_value is not null as called
    from pg_sequences where schemaname <> 'drizzle'`);
  return [
    "set session_replication_role = replica;",
    ...tables.map(({ name }) => `delete from ${name};`),
    ...seeds,
    ...sequences.map((s) => `select setval(${literal(s.name)}, ${s.value}, ${s.called});`),
    "reset session_replication_role;",
  ].join("\n");
}
