import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends } from "@/lib/db/testing";
import { windowCodes } from "../domain/ledger/limits";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { customerAccount, newAccount } from "./account-holders";

type Case = {
  direction: "load" | "spend";
  period: string;
  measure: "amount" | "count";
  code: number;
};
const cases: Case[] = Object.entries(windowCodes).flatMap(([direction, periods]) =>
  Object.entries(periods).flatMap(([period, measures]) =>
    Object.entries(measures).map(
      ([measure, code]) => ({ direction, period, measure, code }) as Case,
    ),
  ),
);

describe.each(testBackends)("programme limits over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  const setLimits = (body: unknown) => sb.call("PUT", "/simulate/limits", { body });
  const move = (direction: "load" | "spend", accountId: string, amount: number) =>
    sb.call("POST", `/accounts/${accountId}/${direction === "load" ? "credit" : "debit"}`, {
      body: { amount, currency: "EUR", transaction_code: "AccountLoad" },
    });

  it("covers all 21 window limits the spec has codes for", () => {
    expect(cases).toHaveLength(21);
  });

  it.each(cases)(
    "$direction $period $measure: limit - 1 and limit pass, limit + 1 is $code",
    async ({ direction, period, measure, code }) => {
      await setLimits({});
      const { accountId } = await customerAccount(sb, {
        funds: direction === "spend" ? 100 : undefined,
      });
      const limit = measure === "amount" ? { max_amount: 10 } : { max_count: 3 };
      await setLimits({ [direction]: { [period]: limit } });
      const steps = measure === "amount" ? [9.99, 0.01] : [1, 1, 1];
      for (const amount of steps)
        expect((await move(direction, accountId, amount)).status).toBe(201);
      const over = await move(direction, accountId, measure === "amount" ? 0.01 : 1);
      expect([over.status, over.body.code]).toEqual([422, code]);
      await setLimits({});
    },
  );

  it("opens a new window exactly at the UTC period boundary", async () => {
    await setLimits({});
    const { accountId } = await customerAccount(sb, { funds: 100 });
    await setLimits({ spend: { daily: { max_count: 1 }, weekly: { max_count: 2 } } });
    // The harness clock starts on Sunday 2026-11-22 10:00 UTC; move to one millisecond before midnight.
    sb.advance(14 * 3_600_000 - 1);
    sb.forgetToken();
    expect((await move("spend", accountId, 1)).status).toBe(201);
    expect((await move("spend", accountId, 1)).body.code).toBe(4225061);
    sb.advance(1); // Monday 00:00:00.000: a new day and a new ISO week
    sb.forgetToken();
    expect((await move("spend", accountId, 1)).status).toBe(201);
    expect((await move("spend", accountId, 1)).body.code).toBe(4225061);
    await setLimits({});
  });

  it("applies per-transaction minimum and maximum, the balance cap and the customer's total cap", async () => {
    await setLimits({
      min_transaction_amount: 1,
      max_transaction_amount: 100,
      max_balance: 150,
      max_total_balance: 200,
    });
    const { accountId, customerId } = await customerAccount(sb);
    expect((await move("load", accountId, 0.99)).body.code).toBe(4225073);
    expect((await move("load", accountId, 1)).status).toBe(201);
    expect((await move("load", accountId, 100.01)).body.code).toBe(4225074);
    expect((await move("load", accountId, 100)).status).toBe(201);
    expect((await move("load", accountId, 49)).status).toBe(201);
    expect((await move("load", accountId, 1.01)).body.code).toBe(4225031);
    const second = await newAccount(sb, `/customers/${customerId}`);
    expect((await move("load", second, 50)).status).toBe(201);
    expect((await move("load", second, 1)).body.code).toBe(4225032);
    await setLimits({});
  });

  it("answers the limits it stores, and refuses an unknown limit", async () => {
    expect((await setLimits({ spend: { daily: { max_amount: 25.5 } } })).body).toEqual({
      spend: { daily: { max_amount: 25.5 } },
    });
    expect((await setLimits({ spend: { lifetime: { max_count: 1 } } })).body.code).toBe(4000001);
    await setLimits({});
  });
});
