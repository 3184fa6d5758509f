import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { getTableColumns, type InferSelectModel, type SQL, type Table } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `fn` on one connection holding a session-level advisory lock. */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * PGlite in `dataDir`, or in memory without one. `loadDataDir` starts it from a dumped data
 * directory (PGlite's dumpDataDir) instead of an empty one: the tests' migrated template.
 */
export function createPglite(dataDir?: string, loadDataDir?: Blob): PGlite {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the directory's partial and fuzzy name search (drizzle/0026); PostgreSQL has
  // it as a contrib extension, PGlite loads it here.
  const options = { extensions: { pg_trgm }, loadDataDir };
  return dataDir ? new PGlite(dataDir, options) : new PGlite(options);
}

/** A handle on an open PGlite: a drizzle view of it (a new one each call), and its close. */
export function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // PGlite has a single connection, so every caller is already serialised.
    withLock: (_key, fn) => fn(db),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string): DbHandle {
  const pool = new Pool({ connectionString, max: Number(process.env.DATABASE_POOL_MAX || 10) });
  // A connection dropped by the server (a restart, a failover) emits "error" on its client, idle
  // in the pool or checked out between two queries of a transaction; without a listener that
  // would crash the process. The query under way, or the next one, fails instead (answered 503,
  // lib/db/unavailable.ts), and the pool replaces the connection once it is released.
  pool.on("connect", (client) =>
    client.on("error", (error) => console.error("[db] PostgreSQL connection lost:", error.message)),
  );
  // The pool re-emits an idle client's error, already logged by the listener above.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async withLock(key, fn) {
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [key]);
        try {
          return await fn(drizzlePg(conn, { schema }) as unknown as Db);
        } finally {
          await conn.query("select pg_advisory_unlock($1)", [key]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => endPool(pool),
  };
}

/**
 * pool.end() resolves once every client has been asked to end, not once it has. Waiting for the
 * sockets too means a test's `drop database ... with (force)` finds none of them still open:
 * killed, they would report 57P01 to a pool nobody listens to, an uncaught error.
 */
async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      if (--open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/** `PGLITE_DIR=memory://` keeps the database in memory, gone when the process ends. */
const IN_MEMORY = "memory://";

/** PGlite's directory, or none for one in memory. */
function pgliteDir(): string | undefined {
  const dir = process.env.PGLITE_DIR || ".data/pglite";
  return dir === IN_MEMORY
    ? undefined
    : path.resolve(/* turbopackIgnore: true */ process.cwd(), dir);
}

/** Opens the database the environment names: PostgreSQL with DATABASE_URL, else PGlite. */
export function openConfiguredDb(): DbHandle {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : pgliteHandle(createPglite(pgliteDir()));
}

/** Raw SQL rows. Both drivers answer `{ rows }`; the shared type cannot say so. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A row a SQL function returned as JSON (`to_jsonb(row)`), read as drizzle reads the table's
 * own rows: keys from column names to fields, each value through its column's driver mapping
 * (bigint text or number to number, timestamp text to Date). Right for the column types the
 * sandbox's functions answer today (uuid, text, bigint as number, timestamptz as Date, jsonb);
 * a timestamp read as a string, a numeric or a bigint past 2^53 would need its own reading.
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
