import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db";
import { testBackends } from "@/lib/db/testing";
import { SETTLEMENT_SHARDS } from "../domain/ledger/journal";
import { runningUsage, summedUsage } from "../domain/ledger/usage";
import { insertTransactions } from "../domain/transactions/testing";
import { accounts } from "../tables/ledger";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { balanceOf, customerAccount, newCustomer, uniquePassport } from "./account-holders";

// The hot paths of issue 18 (docs/performance.md): counters instead of count(*), pages read
// from the nearer end, running limit totals, and sharded settlement accounts. Each must answer
// exactly what the slow way answered.
describe.each(testBackends)("the sandbox's hot paths on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
    await sb.token();
  });
  afterAll(() => sb.close());

  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(sb.handle.db, query);
  const move = (accountId: string, direction: "credit" | "debit", amount: number) =>
    sb.call("POST", `/accounts/${accountId}/${direction}`, {
      body: { amount, currency: "EUR", transaction_code: "AccountLoad" },
    });

  it("answers every page of transactions as OFFSET over the full order did, ties included", async () => {
    const { accountId } = await customerAccount(sb);
    // 37 rows, each instant shared by three, so seq decides between them.
    await insertTransactions(sb.handle.db, accountId, 37, {
      overrides: (i) => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 3))) }),
    });
    const expected = (
      await rows<{ id: string }>(
        sql`select id from sandbox.transactions where account_id = ${accountId}
            order by created_at desc, seq desc`,
      )
    ).map((r) => r.id);
    for (const size of [5, 7, 50]) {
      const pages = Math.ceil(37 / size) + 1;
      for (let page = 1; page <= pages; page++) {
        const response = await sb.call(
          "GET",
          `/accounts/${accountId}/transactions?page_number=${page}&page_size=${size}`,
        );
        expect(response.body.total_count).toBe(37);
        expect(
          response.body.transactions.map((t: { transaction_id: string }) => t.transaction_id),
          `page ${page} of ${size}`,
        ).toEqual(expected.slice((page - 1) * size, page * size));
      }
    }
  });

  it("keeps an account's total_count exact through postings, refusals and declines", async () => {
    const { accountId } = await customerAccount(sb, { funds: 10 });
    await move(accountId, "credit", 5);
    await move(accountId, "debit", 2);
    expect((await move(accountId, "debit", 1000)).status).toBe(422); // refused: not listed
    await Promise.all(Array.from({ length: 12 }, () => move(accountId, "debit", 1)));
    // A direct debit the account cannot pay is listed, Declined: counted, no posting.
    const returned = await sb.call("POST", `/simulate/accounts/${accountId}/direct-debit`, {
      body: {
        amount: 500,
        creditor_name: "Power Co",
        creditor_iban: "DE89370400440532013000",
        mandate_id: "MNDT-1",
      },
    });
    expect(returned.body.status).toBe("Declined");
    const [counted] = await rows<{ n: number; kept: number }>(
      sql`select (select count(*)::int from sandbox.transactions where account_id = ${accountId}) as n,
                 (select transaction_count::int from sandbox.accounts where id = ${accountId}) as kept`,
    );
    const listed = await sb.call("GET", `/accounts/${accountId}/transactions?page_size=1`);
    expect(listed.body.total_count).toBe(counted!.n);
    expect(counted!.kept).toBe(counted!.n);
  });

  it("counts the slow way an account whose counter is not known (a state saved before it)", async () => {
    const { accountId } = await customerAccount(sb, { funds: 10 });
    await sb.handle.db.execute(
      sql`update sandbox.accounts set transaction_count = null where id = ${accountId}`,
    );
    const listed = await sb.call("GET", `/accounts/${accountId}/transactions`);
    expect(listed.body.total_count).toBe(1);
  });

  it("keeps the settlement balance equal to the sum of its shards and their entries", async () => {
    const accounts = await Promise.all(
      Array.from({ length: 6 }, () => customerAccount(sb, { funds: 100 })),
    );
    const results = await Promise.all(
      accounts.flatMap(({ accountId }) =>
        Array.from({ length: 8 }, (_, i) => move(accountId, i % 2 ? "credit" : "debit", 3)),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const [settlement] = await rows<{ shards: number; balance: string; entries: string }>(
      sql`select count(*)::int as shards, sum(balance_minor)::text as balance,
                 (select coalesce(sum(e.amount_minor), 0)::text from sandbox.ledger_entries e
                  join sandbox.accounts s on s.id = e.account_id
                  where s.kind = 'settlement' and s.currency = 'EUR') as entries
          from sandbox.accounts where kind = 'settlement' and currency = 'EUR'`,
    );
    expect(settlement!.shards).toBeGreaterThan(1);
    expect(settlement!.shards).toBeLessThanOrEqual(SETTLEMENT_SHARDS);
    expect(settlement!.balance).toBe(settlement!.entries);
    // The programme's money mirrors its customers': the ledger sums to zero per currency.
    const [customers] = await rows<{ total: string }>(
      sql`select sum(balance_minor)::text as total from sandbox.accounts where kind <> 'settlement' and currency = 'EUR'`,
    );
    expect(BigInt(settlement!.balance) + BigInt(customers!.total)).toBe(0n);
    const drifted = await rows(
      sql`select a.id from sandbox.accounts a left join sandbox.ledger_entries e on e.account_id = a.id
          group by a.id, a.balance_minor having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
    );
    expect(drifted).toEqual([]);
    for (const { accountId } of accounts) expect(await balanceOf(sb, accountId)).toBe(10000);
  });

  it("refuses at a window's limit from running totals as from the summed transactions", async () => {
    const { accountId } = await customerAccount(sb, { funds: 100 });
    await move(accountId, "debit", 10); // before any limit: counted all the same
    await sb.call("PUT", "/simulate/limits", { body: { spend: { daily: { max_amount: 30 } } } });
    expect((await move(accountId, "debit", 15)).status).toBe(201);
    expect((await move(accountId, "debit", 5.01)).body.code).toBe(4225056); // 30.01 > 30
    expect((await move(accountId, "debit", 5)).status).toBe(201); // exactly 30
    // A new day: the daily total rolls over without reading the history.
    sb.advance(24 * 3_600_000);
    sb.forgetToken(); // the day outlived it
    expect((await move(accountId, "debit", 30)).status).toBe(201);
    expect((await move(accountId, "debit", 0.01)).body.code).toBe(4225056);
    // Not known (a restored older state): summed from the transactions, the same answer.
    await sb.handle.db.execute(
      sql`update sandbox.accounts set usage = null where id = ${accountId}`,
    );
    expect((await move(accountId, "debit", 0.01)).body.code).toBe(4225056);
    await sb.call("PUT", "/simulate/limits", { body: {} });
  });

  it("keeps running totals equal to the summed transactions as time moves on", async () => {
    const { accountId } = await customerAccount(sb, { funds: 1000 });
    const step = fc.record({
      hours: fc.constantFrom(0, 0, 1, 5, 30, 24 * 8, 24 * 40),
      direction: fc.constantFrom("credit" as const, "debit" as const),
      amount: fc.integer({ min: 1, max: 300 }).map((c) => c / 100),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const { hours, direction, amount } of steps) {
          sb.advance(hours * 3_600_000);
          sb.forgetToken();
          expect((await move(accountId, direction, amount)).status).toBe(201);
          const [account] = await sb.handle.db
            .select()
            .from(accounts)
            .where(eq(accounts.id, accountId));
          const ctx = { db: sb.handle.db, config: sb.config, now: sb.now() };
          for (const side of ["load", "spend"] as const) {
            expect(runningUsage(ctx, account!.usage, side)).toEqual(
              await summedUsage(ctx, accountId, side),
            );
          }
        }
      }),
      { numRuns: 8 },
    );
  });

  it("counts customers exactly through creations, status changes and deletions", async () => {
    const created = await Promise.all(
      Array.from({ length: 5 }, () => newCustomer(sb, uniquePassport("HOT"))),
    );
    await sb.handle.db.execute(
      sql`update sandbox.customers set status = 'OnHold' where id = ${created[0]}`,
    );
    const [counted] = await rows<{ all: number; onHold: number }>(
      sql`select count(*)::int as all, count(*) filter (where status = 'OnHold')::int as "onHold"
          from sandbox.customers`,
    );
    const list = await sb.call("GET", "/customers?page_size=1");
    const held = await sb.call("GET", "/customers?page_size=1&status=OnHold");
    expect([list.body.total_count, held.body.total_count]).toEqual([counted!.all, counted!.onHold]);
    const all = (
      await rows<{ id: string }>(
        sql`select id from sandbox.customers order by created_at desc, seq desc`,
      )
    ).map((r) => r.id);
    const size = 2;
    for (let page = 1; page <= Math.ceil(all.length / size); page++) {
      const response = await sb.call("GET", `/customers?page_number=${page}&page_size=${size}`);
      expect(response.body.customers.map((c: { customer_id: string }) => c.customer_id)).toEqual(
        all.slice((page - 1) * size, page * size),
      );
    }
  });
});
