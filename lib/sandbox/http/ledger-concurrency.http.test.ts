import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@/lib/db/testing";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { balanceOf, customerAccount } from "./account-holders";

// Concurrency proves something only on PostgreSQL: PGlite has one connection, so it runs
// these one after another (they still must pass there, which they trivially do).
describe.each(testBackends)("the ledger under concurrency on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
    await sb.token();
  });
  afterAll(() => sb.close());

  const debit = (accountId: string, amount: number) =>
    sb.call("POST", `/accounts/${accountId}/debit`, {
      body: { amount, currency: "EUR", transaction_code: "AccountLoad" },
    });

  it("lets exactly 100 of 200 concurrent debits of 10 through a balance of 1000", async () => {
    const { accountId } = await customerAccount(sb, { funds: 1000 });
    const results = await Promise.all(Array.from({ length: 200 }, () => debit(accountId, 10)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(100);
    expect(results.filter((r) => r.body?.code === 4225064)).toHaveLength(100);
    expect(await balanceOf(sb, accountId)).toBe(0);
    // Every balance the debits saw was a real, non-negative one, each seen once.
    const balances = results
      .filter((r) => r.status === 201)
      .map((r) => Math.round(r.body.balance * 100));
    expect(new Set(balances).size).toBe(100);
    expect(Math.min(...balances)).toBe(0);
  });

  it("never lets concurrent requests slip under a limit together", async () => {
    const { accountId } = await customerAccount(sb, { funds: 1000 });
    await sb.call("PUT", "/simulate/limits", {
      body: { spend: { daily: { max_count: 7, max_amount: 500 } } },
    });
    const results = await Promise.all(Array.from({ length: 40 }, () => debit(accountId, 5)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(7);
    expect(results.filter((r) => r.body?.code === 4225061)).toHaveLength(33);
    const amounts = await Promise.all(Array.from({ length: 30 }, () => debit(accountId, 30)));
    // 7 debits are the daily count; nothing more passes, whatever the amount.
    expect(amounts.every((r) => r.body?.code === 4225061)).toBe(true);
    expect(await balanceOf(sb, accountId)).toBe(100000 - 7 * 500);
    await sb.call("PUT", "/simulate/limits", { body: {} });
  });

  it("keeps concurrent transfers in both directions between two accounts from deadlocking", async () => {
    const a = await customerAccount(sb, { funds: 100 });
    const b = await customerAccount(sb, { funds: 100 });
    const transfer = (from: string, to: string) =>
      sb.call("POST", `/accounts/${from}/transfer/${to}`, { body: { amount: 1, currency: "EUR" } });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 ? transfer(a.accountId, b.accountId) : transfer(b.accountId, a.accountId),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect((await balanceOf(sb, a.accountId)) + (await balanceOf(sb, b.accountId))).toBe(20000);
  });
});
