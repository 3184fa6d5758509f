import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db/client";
import { testBackends } from "@/lib/db/testing";
import { customerAccount } from "./http/account-holders";
import {
  DERIVED_TABLES,
  deleteSnapshot,
  listSnapshots,
  resetSandbox,
  restoreSnapshot,
  STATE_TABLES,
  saveSnapshot,
  TRANSPORT_TABLES,
} from "./scenarios";
import { createSandboxHarness, type SandboxHarness } from "./testing";

describe.each(testBackends)("sandbox scenarios on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const count = async (name: string) =>
    (
      await queryRows<{ n: number }>(
        sb.handle.db,
        sql`select count(*)::int as n from ${sql.identifier("sandbox")}.${sql.identifier(name)}`,
      )
    )[0]!.n;
  const credit = (accountId: string, amount: number) =>
    sb.call("POST", `/accounts/${accountId}/credit`, {
      body: { amount, currency: "EUR", transaction_code: "AccountLoad" },
    });
  /** Every balance equals the sum of its entries, and every journal sums to zero. */
  async function ledgerHolds() {
    const off = await queryRows(
      sb.handle.db,
      sql`select a.id from sandbox.accounts a
          left join sandbox.ledger_entries e on e.account_id = a.id
          group by a.id, a.balance_minor having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
    );
    const unbalanced = await queryRows(
      sb.handle.db,
      sql`select journal_id from sandbox.ledger_entries group by journal_id having sum(amount_minor) <> 0`,
    );
    expect([off, unbalanced]).toEqual([[], []]);
  }

  it("classifies every sandbox table as state, transport or derived", async () => {
    const tables = await queryRows<{ name: string }>(
      sb.handle.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'sandbox' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.name).sort()).toEqual(
      [...STATE_TABLES, ...TRANSPORT_TABLES, ...DERIVED_TABLES].sort(),
    );
  });

  it("restores a saved state: what was made after is gone, what was changed is back", async () => {
    const { accountId } = await customerAccount(sb);
    expect((await credit(accountId, 100)).status).toBe(201);
    const saved = await saveSnapshot(sb.handle.db, "one-customer");
    expect(saved.rows).toBeGreaterThan(0);
    const customersThen = await count("customers");

    await customerAccount(sb);
    expect((await credit(accountId, 50)).status).toBe(201);
    expect(await count("customers")).toBe(customersThen + 1);

    expect(await restoreSnapshot(sb.handle.db, "one-customer")).toEqual(saved);
    expect(await count("customers")).toBe(customersThen);
    const account = await sb.call("GET", `/accounts/${accountId}/transactions`);
    expect(account.body.transactions).toHaveLength(1);
    await ledgerHolds();
    // The restored world goes on: a new posting sorts after the restored ones.
    expect((await credit(accountId, 7)).status).toBe(201);
    const after = await sb.call("GET", `/accounts/${accountId}/transactions`);
    expect(after.body.transactions.map((t: { amount: number }) => t.amount)).toEqual([7, 100]);
    await ledgerHolds();
  });

  it("resets to empty, keeps the API user, and lists and deletes saved states", async () => {
    await resetSandbox(sb.handle.db);
    for (const name of STATE_TABLES) expect(await count(name), name).toBe(0);
    // The API user and its token still work.
    expect((await sb.call("GET", "/customers")).status).toBe(200);
    expect((await listSnapshots(sb.handle.db)).map((s) => s.name)).toEqual(["one-customer"]);
    expect(await restoreSnapshot(sb.handle.db, "no-such-state")).toBeNull();
    expect(await deleteSnapshot(sb.handle.db, "one-customer")).toBe(true);
    expect(await listSnapshots(sb.handle.db)).toEqual([]);
  });

  it("restores a state saved before a column was added (its default) or after one was dropped", async () => {
    await sb.call("PUT", "/simulate/config", { body: { user_verification_enabled: true } });
    await saveSnapshot(sb.handle.db, "before-the-clock");
    // As a state saved before drizzle/0058 reads: no lifecycle delays in its settings; and a
    // column since dropped.
    await sb.handle.db.execute(sql`update sandbox.snapshots set tables = jsonb_set(tables,
      '{programme_settings}',
      (select jsonb_agg(row - 'settlement_delay_business_days' - 'card_dispatch_delay_days'
          || '{"retired_flag": true}'::jsonb)
        from jsonb_array_elements(tables->'programme_settings') row))
      where name = 'before-the-clock'`);
    await sb.call("PUT", "/simulate/config", { body: { settlement_delay_business_days: 5 } });
    await restoreSnapshot(sb.handle.db, "before-the-clock");
    const config = await sb.call("PUT", "/simulate/config", { body: {} });
    expect(config.body).toEqual({
      user_verification_enabled: true,
      settlement_delay_business_days: 1,
      card_dispatch_delay_days: 3,
    });
    await deleteSnapshot(sb.handle.db, "before-the-clock");
    await sb.call("PUT", "/simulate/config", { body: { user_verification_enabled: false } });
  });
});
