import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@/lib/db/testing";
import { customerAccount } from "../../http/account-holders";
import { transactions } from "../../tables/ledger";
import { createSandboxHarness, type SandboxHarness } from "../../testing";
import { cardAuthorizationUsage, spendControlWindowStarts } from "./usage";

describe("spendControlWindowStarts", () => {
  it("gives the UTC calendar windows, ISO weeks, and no start for Lifetime", () => {
    const starts = spendControlWindowStarts(new Date("2026-11-22T10:35:00Z")); // a Sunday
    expect(
      Object.fromEntries(Object.entries(starts).map(([w, d]) => [w, d?.toISOString()])),
    ).toEqual({
      Lifetime: undefined,
      Hourly: "2026-11-22T10:00:00.000Z",
      Daily: "2026-11-22T00:00:00.000Z",
      Weekly: "2026-11-16T00:00:00.000Z",
      Monthly: "2026-11-01T00:00:00.000Z",
      Yearly: "2026-01-01T00:00:00.000Z",
    });
  });
});

describe.each(testBackends)("cardAuthorizationUsage on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  it("sums the card's posted debits in the currency, per window", async () => {
    const { accountId } = await customerAccount(sb);
    const cardId = randomUUID();
    const now = sb.now(); // 2026-11-22T10:00Z, a Sunday
    const row = (at: string, amountMinor: number, change: object = {}) => ({
      accountId,
      journalId: randomUUID(),
      direction: "debit" as const,
      amountMinor,
      currency: "EUR" as const,
      processingCodeType: "SepaOutgoingPayment" as const,
      cardId,
      createdAt: new Date(at),
      ...change,
    });
    await sb.handle.db.insert(transactions).values([
      row("2026-11-22T10:00:00Z", 1), // this hour
      row("2026-11-22T09:59:59Z", 10), // today
      row("2026-11-16T00:00:00Z", 100), // this ISO week
      row("2026-11-01T00:00:00Z", 1000), // this month
      row("2026-01-01T00:00:00Z", 10000), // this year
      row("2025-12-31T23:59:59Z", 100000), // before: lifetime only
      // None of these count: declined, a credit, another currency, another card.
      row("2026-11-22T10:00:00Z", 7, { status: "Declined" }),
      row("2026-11-22T10:00:00Z", 7, { direction: "credit" }),
      row("2026-11-22T10:00:00Z", 7, { currency: "GBP" }),
      row("2026-11-22T10:00:00Z", 7, { cardId: randomUUID() }),
    ]);
    const ctx = { db: sb.handle.db, config: sb.config, now };
    // Each window holds the rows of the shorter ones plus one more: 1, 11, 111...
    const windows = ["Hourly", "Daily", "Weekly", "Monthly", "Yearly", "Lifetime"];
    const expected = (used: (i: number) => { amountMinor: number; count: number }) =>
      Object.fromEntries(windows.map((window, i) => [window, used(i)]));
    expect(await cardAuthorizationUsage(ctx, cardId, "EUR")).toEqual(
      expected((i) => ({ amountMinor: Number("1".repeat(i + 1)), count: i + 1 })),
    );
    expect(await cardAuthorizationUsage(ctx, randomUUID(), "EUR")).toEqual(
      expected(() => ({ amountMinor: 0, count: 0 })),
    );
  });
});
