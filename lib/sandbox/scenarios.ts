import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { queryRows } from "@/lib/db/client";
import { snapshots } from "./tables/snapshots";

// Named states of the sandbox, to try something and go back: reset to empty, save the state
// under a name, restore it. A state is the programme's data (customers, corporates, accounts,
// the ledger, cards, controls, beneficiaries, settings) and the sandbox's clock, never its API users and their tokens,
// so a password rotated by the console survives a restore.

/** The tables a state is made of, parents before children: restored in this order. */
export const STATE_TABLES = [
  "programme_settings",
  "customers",
  "customer_identifications",
  "customer_addresses",
  "corporates",
  "corporate_individuals",
  "accounts",
  "transactions",
  "ledger_entries",
  "cards",
  "card_status_history",
  "spend_control_groups",
  "beneficiaries",
  // The sandbox's clock (lib/sandbox/clock): no row is real time, so a reset returns to it.
  "clock",
] as const;

/**
 * Not part of a state: the API users and what is remembered per request (kept as they are), and
 * the webhook outbox, emptied by a reset or restore so no event of the old state is delivered or
 * sent again.
 */
export const TRANSPORT_TABLES = [
  "api_users",
  "access_tokens",
  "request_ids",
  "quota_windows",
  "webhook_outbox",
  "snapshots",
] as const;

/**
 * Not part of a state either: kept by triggers from the state's tables, so an emptied or
 * restored state moves them too (customer_counts: GET /customers' total_count).
 */
export const DERIVED_TABLES = ["customer_counts"] as const;

const table = (name: string) => sql`${sql.identifier("sandbox")}.${sql.identifier(name)}`;

/** Empties the state tables in the caller's transaction (a reset, or before a scenario). */
export async function emptyState(db: Db): Promise<void> {
  // Every event of the old state goes: none is delivered, nor can be sent again.
  await db.execute(sql`delete from ${table("webhook_outbox")}`);
  // Children before parents, in one statement each.
  for (const name of [...STATE_TABLES].reverse()) await db.execute(sql`delete from ${table(name)}`);
}

/** The sandbox as new: no customer, corporate, account or card; default programme settings. */
export async function resetSandbox(db: Db): Promise<void> {
  await db.transaction((tx) => emptyState(tx));
}

/** Saves the current state under `name`, replacing a state saved under it before. */
export async function saveSnapshot(db: Db, name: string): Promise<{ rows: number }> {
  return db.transaction(async (tx) => {
    const tables: Record<string, unknown[]> = {};
    let rows = 0;
    for (const name of STATE_TABLES) {
      const [row] = await queryRows<{ rows: unknown[] }>(
        tx,
        sql`select coalesce(json_agg(t), '[]'::json) as rows from ${table(name)} t`,
      );
      tables[name] = row!.rows;
      rows += row!.rows.length;
    }
    await tx
      .insert(snapshots)
      .values({ name, tables })
      .onConflictDoUpdate({ target: snapshots.name, set: { tables, createdAt: sql`now()` } });
    return { rows };
  });
}

/**
 * Puts the state saved under `name` back, in one transaction: everything made since is gone,
 * and nothing of it is delivered. Identity columns keep their saved values; their sequences
 * only ever moved on, so rows made afterwards still sort after the restored ones.
 */
export async function restoreSnapshot(db: Db, name: string): Promise<{ rows: number } | null> {
  return db.transaction(async (tx) => {
    const [saved] = await queryRows<{ tables: Record<string, unknown[]> }>(
      tx,
      sql`select tables from ${table("snapshots")} where name = ${name}`,
    );
    if (!saved) return null;
    await emptyState(tx);
    let rows = 0;
    for (const name of STATE_TABLES) {
      const tableRows = saved.tables[name] ?? [];
      if (tableRows.length === 0) continue;
      // The columns the state was saved with that the table still has: one added since takes
      // its default, not null (a state saved before the clock keeps transfers settling by
      // themselves), and one dropped since is left out.
      const current = await queryRows<{ column_name: string }>(
        tx,
        sql`select column_name from information_schema.columns
            where table_schema = 'sandbox' and table_name = ${name}`,
      );
      const kept = new Set(current.map((row) => row.column_name));
      const columns = sql.join(
        Object.keys(tableRows[0] as object)
          .filter((column) => kept.has(column))
          .map((column) => sql.identifier(column)),
        sql`, `,
      );
      await tx.execute(sql`
        insert into ${table(name)} (${columns}) overriding system value
        select ${columns} from jsonb_populate_recordset(null::${table(name)}, ${JSON.stringify(tableRows)}::jsonb)`);
      rows += tableRows.length;
    }
    return { rows };
  });
}

type SnapshotSummary = { name: string; createdAt: Date; rows: number };

export async function listSnapshots(db: Db): Promise<SnapshotSummary[]> {
  const rows = await queryRows<{ name: string; created_at: string | Date; rows: number }>(
    db,
    sql`select name, created_at,
          (select coalesce(sum(jsonb_array_length(value)), 0)::int from jsonb_each(tables)) as rows
        from ${table("snapshots")} order by created_at desc`,
  );
  return rows.map((r) => ({ name: r.name, createdAt: new Date(r.created_at), rows: r.rows }));
}

export async function deleteSnapshot(db: Db, name: string): Promise<boolean> {
  const deleted = await queryRows(
    db,
    sql`delete from ${table("snapshots")} where name = ${name} returning name`,
  );
  return deleted.length > 0;
}

/** How many rows the state tables hold now. */
/** The ids of every corporate the state holds, oldest first: a console cannot list them. */
export async function stateCorporateIds(db: Db): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from ${table("corporates")} order by created_at, id`,
  );
  return rows.map((row) => row.id);
}

export async function countStateRows(db: Db): Promise<number> {
  let rows = 0;
  for (const name of STATE_TABLES) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${table(name)}`,
    );
    rows += row!.n;
  }
  return rows;
}
