import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DbHandle, Schema } from "./client";

const MIGRATION_LOCK = 7_263_001;

const migrationsFolder = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  process.env.MIGRATIONS_DIR ?? "drizzle",
);

/**
 * Applies the committed migrations. Safe to call on every start and from several processes at
 * once: on PostgreSQL an advisory lock makes the second process wait, then find nothing to do.
 */
export async function runMigrations(handle: DbHandle): Promise<void> {
  await handle.withLock(MIGRATION_LOCK, async (db) => {
    if (handle.kind === "pglite") {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    } else {
      await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    }
  });
}
