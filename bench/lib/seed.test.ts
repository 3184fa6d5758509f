import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db";
import { settlementAccountId, settlementShardOf } from "@/lib/sandbox/domain/ledger/journal";
import { runningUsage, summedUsage } from "@/lib/sandbox/domain/ledger/usage";
import { customerAccount } from "@/lib/sandbox/http/account-holders";
import type { AccountUsage } from "@/lib/sandbox/tables/ledger";
import { createSandboxHarness, type SandboxHarness } from "@/lib/sandbox/testing";
import { ledgerProblems, seedAccountHistory, seedCustomers } from "./seed";

// The bench writes its million rows past the API. Whatever the sandbox derives from its rows
// (counters, running totals, settlement shards, customer counts) must come out of the seed as
// the slow way would count it, or the bench measures paths no real history takes. The seed
// speaks to PostgreSQL (pg), as the bench does: these run when TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the bench's seed on PostgreSQL", () => {
  let sb: SandboxHarness;
  let pool: Pool;
  beforeAll(async () => {
    sb = await createSandboxHarness("postgres");
    await sb.token();
    pool = (sb.handle.db as unknown as { $client: Pool }).$client;
  });
  afterAll(() => sb.close());

  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(sb.handle.db, query);
  const ctx = () => ({ db: sb.handle.db, config: sb.config, now: sb.now() });
  const usageOf = async (accountId: string) =>
    (
      await rows<{ usage: AccountUsage | null }>(
        sql`select usage from sandbox.accounts where id = ${accountId}`,
      )
    )[0]!.usage;

  it("leaves an account's history as postings would: counter, running totals, settlement shard", async () => {
    const { accountId } = await customerAccount(sb);
    const n = 5_000; // about 1.4 hours of rows, a day before the clock: inside week and month
    await seedAccountHistory(pool, accountId, n, sb.now());

    expect(await ledgerProblems(pool)).toMatchObject({
      unequal_balances: 0,
      unbalanced_journals: 0,
      negative_balances: 0,
    });
    const [kept] = await rows<{ kept: number; counted: number }>(
      sql`select (select transaction_count::int from sandbox.accounts where id = ${accountId}) as kept,
                 (select count(*)::int from sandbox.transactions where account_id = ${accountId}) as counted`,
    );
    expect(kept).toEqual({ kept: n, counted: n });

    // The other leg of every journal is the shard the sandbox itself books this account against,
    // made as its first posting makes it (no counter, no running totals).
    const settlementId = settlementAccountId("EUR", settlementShardOf(accountId));
    const legs = await rows<{ account_id: string; kind: string; n: number }>(
      sql`select e.account_id, a.kind, count(*)::int as n from sandbox.ledger_entries e
          join sandbox.accounts a on a.id = e.account_id
          where e.journal_id in (select journal_id from sandbox.transactions where account_id = ${accountId})
            and e.account_id <> ${accountId}
          group by 1, 2`,
    );
    expect(legs).toEqual([{ account_id: settlementId, kind: "settlement", n }]);
    const [shard] = await rows<{ transaction_count: unknown; usage: unknown }>(
      sql`select transaction_count, usage from sandbox.accounts where id = ${settlementId}`,
    );
    expect(shard).toEqual({ transaction_count: null, usage: null });

    // Running totals equal the summed transactions, now and once a week has rolled over.
    for (const side of ["load", "spend"] as const) {
      expect(runningUsage(ctx(), await usageOf(accountId), side)).toEqual(
        await summedUsage(ctx(), accountId, side),
      );
    }
    expect(runningUsage(ctx(), await usageOf(accountId), "load")?.weekly.count).toBe(n);

    // The list reads its total from the counter, and the last page from the oldest end.
    const last = await sb.call(
      "GET",
      `/accounts/${accountId}/transactions?page_number=${n / 50}&page_size=50`,
    );
    expect(last.body.total_count).toBe(n);
    expect(last.body.transactions.at(-1).amount).toBe(1);
    const [oldest] = await rows<{ id: string }>(
      sql`select id from sandbox.transactions where account_id = ${accountId}
          order by created_at, seq limit 1`,
    );
    expect(last.body.transactions.at(-1).transaction_id).toBe(oldest!.id);

    // Postings through the API carry on from the seeded state.
    sb.advance(3 * 24 * 3600_000);
    sb.forgetToken(); // the token has expired meanwhile
    const debit = await sb.call("POST", `/accounts/${accountId}/debit`, {
      body: { amount: 2.5, currency: "EUR", transaction_code: "AccountLoad" },
    });
    expect(debit.status).toBe(201);
    for (const side of ["load", "spend"] as const) {
      expect(runningUsage(ctx(), await usageOf(accountId), side)).toEqual(
        await summedUsage(ctx(), accountId, side),
      );
    }
    expect((await sb.call("GET", `/accounts/${accountId}/transactions`)).body.total_count).toBe(
      n + 1,
    );
    expect(await ledgerProblems(pool)).toMatchObject({ unequal_balances: 0 });
  });

  it("refuses an account that already has history", async () => {
    const { accountId } = await customerAccount(sb, { funds: 1 });
    await expect(seedAccountHistory(pool, accountId, 10, sb.now())).rejects.toThrow(
      /new and empty/,
    );
  });

  it("counts the seeded customers where the lists read their total", async () => {
    const before = (await sb.call("GET", "/customers?page_size=1")).body.total_count;
    const values = await seedCustomers(pool, 300);
    expect(values.length).toBeGreaterThan(0);
    const [counts] = await rows<{ kept: number; counted: number }>(
      sql`select (select sum(customers)::int from sandbox.customer_counts) as kept,
                 (select count(*)::int from sandbox.customers) as counted`,
    );
    expect(counts!.kept).toBe(counts!.counted);
    expect((await sb.call("GET", "/customers?page_size=1")).body.total_count).toBe(before + 300);
  });
});
