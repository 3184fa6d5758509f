import { randomUUID } from "node:crypto";
import { asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookEvent } from "@/lib/cams";
import { cardItem, kycCustomer, outgoingCreditTransfer } from "@/lib/cams/__fixtures__/bodies";
import { testBackends } from "@/lib/db/testing";
import { loopHorizon, readClock } from "../clock/clock";
import { requestIds } from "../tables/transport";
import { webhookOutbox } from "../tables/webhooks";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { customerAccount, uniquePassport } from "./account-holders";

const HOUR = 3600;
const DAY = 86_400;

describe.each(testBackends)("the sandbox's clock over HTTP on %s", (backend) => {
  let sb: SandboxHarness;
  // Nothing listens on the discard port: every webhook sent fails fast and is retried.
  beforeAll(async () => {
    sb = await createSandboxHarness(backend, { webhookUrl: "http://127.0.0.1:9/hook" });
  });
  afterAll(() => sb.close());
  beforeEach(async () => {
    await sb.call("POST", "/simulate/clock/reset", { body: {} });
    await sb.call("PUT", "/simulate/limits", { body: {} });
    await sb.call("PUT", "/simulate/config", {
      body: { settlement_delay_business_days: 1, card_dispatch_delay_days: 3 },
    });
    await sb.handle.db.delete(webhookOutbox);
  });

  const clock = async () => (await sb.call("GET", "/simulate/clock")).body;
  /** Moves the clock; the harness's token, issued on the old time, is dropped as it may expire. */
  const advance = async (body: { seconds: number } | { to: string }) => {
    const response = await sb.call("POST", "/simulate/clock/advance", { body });
    sb.forgetToken();
    return response;
  };
  const later = (seconds: number) => new Date(sb.now().getTime() + seconds * 1000).toISOString();
  async function webhooks(type: string): Promise<Record<string, unknown>[]> {
    const rows = await sb.handle.db
      .select()
      .from(webhookOutbox)
      .orderBy(asc(webhookOutbox.createdAt));
    return rows
      .map((row) => webhookEvent.parse(row.body))
      .filter((event) => event.type === type)
      .map((event) => ({
        created_date: event.created_date,
        ...(event.data as Record<string, unknown>),
      }));
  }

  it("runs on real time until moved; frozen it stops, unfrozen it runs on, reset returns it", async () => {
    expect(await clock()).toEqual({
      now: sb.now().toISOString(),
      frozen: false,
      offset_seconds: 0,
    });
    expect((await advance({ seconds: HOUR })).body).toMatchObject({
      now: later(HOUR),
      frozen: false,
      offset_seconds: HOUR,
    });
    // Another server on the same database reads the same clock: it lives in the database. And
    // the advance, done catching up, no longer holds the servers' loops back.
    expect(await readClock(sb.handle.db)).toEqual({ offsetMs: HOUR * 1000, frozenAt: null });
    expect(await loopHorizon(sb.handle.db, sb.now())).toEqual(new Date(later(HOUR)));

    const frozenAt = later(HOUR);
    expect((await sb.call("POST", "/simulate/clock/freeze", { body: {} })).body.frozen).toBe(true);
    sb.advance(600_000); // ten minutes of real time
    expect(await clock()).toEqual({ now: frozenAt, frozen: true, offset_seconds: HOUR - 600 });
    // Frozen, an advance still moves it.
    expect((await advance({ seconds: 60 })).body.now).toBe(
      new Date(Date.parse(frozenAt) + 60_000).toISOString(),
    );
    const unfrozen = (await sb.call("POST", "/simulate/clock/unfreeze", { body: {} })).body;
    expect(unfrozen).toEqual({ now: later(HOUR - 540), frozen: false, offset_seconds: HOUR - 540 });
    sb.advance(1000);
    expect((await clock()).now).toBe(later(HOUR - 540));

    const reset = await sb.call("POST", "/simulate/clock/reset", { body: {} });
    expect(reset.body).toEqual({ now: sb.now().toISOString(), frozen: false, offset_seconds: 0 });
    // Real time back where the other tests expect it: Sunday 2026-11-22 at 10:00 UTC.
    sb.advance(-601_000);
  });

  it("remembers X-Unique-Ids in real time: an advance of days forgets none", async () => {
    await advance({ seconds: 3 * DAY });
    const uniqueId = randomUUID();
    expect(
      (await sb.call("GET", "/simulate/clock", { headers: { "x-unique-id": uniqueId } })).status,
    ).toBe(200);
    const [row] = await sb.handle.db
      .select({ seenAt: requestIds.seenAt })
      .from(requestIds)
      .where(eq(requestIds.uniqueId, uniqueId));
    expect(row?.seenAt).toEqual(sb.now());
    const again = await sb.call("GET", "/simulate/clock", { headers: { "x-unique-id": uniqueId } });
    expect([again.status, again.body.code]).toEqual([409, 4090001]);
  });

  it("concurrent advances all count: each moves the clock from where the one before left it", async () => {
    const moves = await Promise.all(
      Array.from({ length: 8 }, () =>
        sb.call("POST", "/simulate/clock/advance", { body: { seconds: 60 } }),
      ),
    );
    expect(moves.map((move) => move.status)).toEqual(Array(8).fill(200));
    expect(new Set(moves.map((move) => move.body.offset_seconds)).size).toBe(8);
    expect((await clock()).offset_seconds).toBe(8 * 60);
    sb.forgetToken();
  });

  it("refuses going back, standing still and more than 400 days at once, naming the field", async () => {
    const refused = async (body: object, field: string) => {
      const response = await sb.call("POST", "/simulate/clock/advance", { body });
      expect([response.status, response.body.code]).toEqual([400, 4000001]);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    };
    await refused({ seconds: -1 }, "seconds");
    await refused({ seconds: 0 }, "seconds");
    await refused({ seconds: 1.5 }, "seconds");
    await refused({ seconds: 400 * DAY + 1 }, "seconds");
    await refused({ to: sb.now().toISOString() }, "to");
    await refused({ to: later(-1) }, "to");
    await refused({ to: later(400 * DAY + 1) }, "to");
    await refused({ to: "tomorrow" }, "to");
    await refused({}, "seconds");
    await refused({ seconds: 1, to: later(1) }, "seconds");
    expect((await clock()).offset_seconds).toBe(0);

    expect((await advance({ to: later(1) })).status).toBe(200);
    expect((await advance({ seconds: 400 * DAY })).status).toBe(200);
    expect((await clock()).offset_seconds).toBe(400 * DAY + 1);
  });

  it("a daily count limit refuses the second credit (4225037) and debit (4225061) until midnight UTC", async () => {
    const { accountId } = await customerAccount(sb, { funds: 100 });
    await sb.call("PUT", "/simulate/limits", {
      body: { load: { daily: { max_count: 1 } }, spend: { daily: { max_count: 1 } } },
    });
    const move = (kind: "credit" | "debit") =>
      sb.call("POST", `/accounts/${accountId}/${kind}`, {
        body: { amount: 1, currency: "EUR", transaction_code: "AccountLoad" },
      });
    // The harness starts on Sunday 2026-11-22 at 10:00 UTC; the funding credit was today's one.
    expect((await move("credit")).body.code).toBe(4225037);
    expect((await move("debit")).status).toBe(201);
    expect((await move("debit")).body.code).toBe(4225061);

    await advance({ to: "2026-11-22T23:59:59.999Z" });
    expect((await move("credit")).body.code).toBe(4225037);
    await advance({ seconds: 1 });
    expect((await move("credit")).status).toBe(201);
    expect((await move("debit")).status).toBe(201);
    expect((await move("debit")).body.code).toBe(4225061);
  });

  it("a monthly amount limit opens again in the next month (4225025, 4225054)", async () => {
    const { accountId } = await customerAccount(sb, { funds: 10 });
    await sb.call("PUT", "/simulate/limits", {
      body: { load: { monthly: { max_amount: 10 } }, spend: { monthly: { max_amount: 5 } } },
    });
    const move = (kind: "credit" | "debit", amount: number) =>
      sb.call("POST", `/accounts/${accountId}/${kind}`, {
        body: { amount, currency: "EUR", transaction_code: "AccountLoad" },
      });
    expect((await move("credit", 0.01)).body.code).toBe(4225025);
    expect((await move("debit", 5)).status).toBe(201);
    expect((await move("debit", 0.01)).body.code).toBe(4225054);

    await advance({ to: "2026-11-30T23:59:59Z" });
    expect((await move("debit", 0.01)).body.code).toBe(4225054);
    await advance({ to: "2026-12-01T00:00:00Z" });
    expect((await move("credit", 10)).status).toBe(201);
    expect((await move("debit", 5)).status).toBe(201);
  });

  it("a bearer token is refused with 4039901 once the clock passes its lifetime", async () => {
    sb.forgetToken();
    const token = await sb.token();
    const get = () => sb.call("GET", "/simulate/clock", { token });
    await sb.call("POST", "/simulate/clock/advance", {
      body: { seconds: sb.config.tokenTtlSeconds - 1 },
    });
    expect((await get()).status).toBe(200);
    await sb.call("POST", "/simulate/clock/advance", { body: { seconds: 1 } });
    expect([(await get()).status, (await get()).body.code]).toEqual([403, 4039901]);
    sb.forgetToken();
  });

  it("an outgoing credit transfer settles to ACSC a business day after it was accepted, with its webhook", async () => {
    const { accountId } = await customerAccount(sb, { funds: 100 });
    const sent = await sb.call("POST", `/accounts/${accountId}/outgoing-credit-transfer`, {
      body: { ...outgoingCreditTransfer, end_to_end_id: "CLOCKSETTLE" },
    });
    expect(sent.status).toBe(201);
    const transactionId = sent.body.transaction_id;
    const status = async () =>
      (await sb.call("GET", `/accounts/${accountId}/transactions/${transactionId}`)).body
        .payment_status;
    // Accepted on a Sunday: it counts from Monday 00:00, so it settles on Tuesday at 00:00.
    const almost = await advance({ to: "2026-11-23T23:59:59Z" });
    expect(almost.body.fell_due.settlements).toBe(0);
    expect(await status()).toBe("ACCP");
    const due = await advance({ seconds: 1 });
    expect(due.body.fell_due.settlements).toBe(1);
    expect(await status()).toBe("ACSC");
    const events = await webhooks("payment.status");
    expect(events.at(-1)).toMatchObject({
      created_date: "2026-11-24T00:00:00.000Z",
      transaction_id: transactionId,
      payment_status: "ACSC",
    });
    // The webhook was tried on the way (nothing listens), and its retries stay on schedule.
    expect(due.body.fell_due.webhooks).toBeGreaterThan(0);
  });

  it("a transfer rejected by simulation before its settlement date stays rejected", async () => {
    const { accountId } = await customerAccount(sb, { funds: 100 });
    const sent = await sb.call("POST", `/accounts/${accountId}/outgoing-credit-transfer`, {
      body: { ...outgoingCreditTransfer, end_to_end_id: "CLOCKREJECT" },
    });
    await sb.call("POST", `/simulate/outgoing-credit-transfers/${sent.body.transaction_id}`, {
      body: { payment_status: "RJCT", reason_code: "AC04" },
    });
    expect((await advance({ seconds: 7 * DAY })).body.fell_due.settlements).toBe(0);
    const read = await sb.call(
      "GET",
      `/accounts/${accountId}/transactions/${sent.body.transaction_id}`,
    );
    expect(read.body.payment_status).toBe("RJCT");
  });

  it("with no settlement delay set, a transfer waits; set later, it settles at once, dated then", async () => {
    await sb.call("PUT", "/simulate/config", { body: { settlement_delay_business_days: null } });
    const { accountId } = await customerAccount(sb, { funds: 100 });
    const sent = await sb.call("POST", `/accounts/${accountId}/outgoing-credit-transfer`, {
      body: { ...outgoingCreditTransfer, end_to_end_id: "CLOCKWAIT" },
    });
    expect((await advance({ seconds: 30 * DAY })).body.fell_due.settlements).toBe(0);
    // Due for 29 days by now: settled at the next look, and dated then, not in the past.
    await sb.call("PUT", "/simulate/config", { body: { settlement_delay_business_days: 1 } });
    expect((await advance({ seconds: 1 })).body.fell_due.settlements).toBe(1);
    const settled = (await webhooks("payment.status")).filter(
      (event) => event.transaction_id === sent.body.transaction_id,
    );
    expect(settled.at(-1)).toMatchObject({
      payment_status: "ACSC",
      created_date: later(30 * DAY),
    });
  });

  it("settles in the order transfers fall due: Friday afternoon before Saturday morning", async () => {
    const { accountId } = await customerAccount(sb, { funds: 100 });
    const send = (e2e: string) =>
      sb.call("POST", `/accounts/${accountId}/outgoing-credit-transfer`, {
        body: { ...outgoingCreditTransfer, end_to_end_id: e2e },
      });
    await advance({ to: "2026-11-27T15:00:00Z" }); // a Friday
    const friday = (await send("CLOCKFRIDAY")).body.transaction_id;
    await advance({ to: "2026-11-28T10:00:00Z" });
    const saturday = (await send("CLOCKSATURDAY")).body.transaction_id;
    const status = async (id: string) =>
      (await sb.call("GET", `/accounts/${accountId}/transactions/${id}`)).body.payment_status;
    // Monday 16:00: Friday's is a business day old; Saturday's counts from Monday 00:00.
    expect((await advance({ to: "2026-11-30T16:00:00Z" })).body.fell_due.settlements).toBe(1);
    expect([await status(friday), await status(saturday)]).toEqual(["ACSC", "ACCP"]);
    expect((await advance({ to: "2026-12-01T00:00:00Z" })).body.fell_due.settlements).toBe(1);
    expect(await status(saturday)).toBe("ACSC");
  });

  it("a reset makes webhooks waiting for a later time due now", async () => {
    await advance({ seconds: DAY });
    const { accountId } = await customerAccount(sb, { funds: 100 });
    await sb.call("POST", `/accounts/${accountId}/outgoing-credit-transfer`, {
      body: { ...outgoingCreditTransfer, end_to_end_id: "CLOCKRESET" },
    });
    const waiting = () =>
      sb.handle.db
        .select({ at: webhookOutbox.nextAttemptAt })
        .from(webhookOutbox)
        .where(isNull(webhookOutbox.deliveredAt));
    expect((await waiting()).every(({ at }) => at > sb.now())).toBe(true);
    await sb.call("POST", "/simulate/clock/reset", { body: {} });
    sb.forgetToken();
    const after = await waiting();
    expect(after.length).toBeGreaterThan(0);
    expect(after.every(({ at }) => at <= sb.now())).toBe(true);
  });

  it("a document expires the day after its expiry date: DocumentExpired once, with its webhook", async () => {
    const created = await sb.call("POST", "/customers", {
      body: {
        ...kycCustomer,
        identifications: [{ type: "Passport", value: uniquePassport(), expiry_date: "2026-11-23" }],
        accounts: [],
        cards: [],
      },
    });
    const customerId = created.body.customer_id;
    const expired = async () =>
      (await webhooks("user.verification.status")).filter((e) => e.customer_id === customerId);
    await advance({ to: "2026-11-23T23:59:59Z" });
    expect(await expired()).toEqual([]);
    const due = await advance({ seconds: 1 });
    expect(due.body.fell_due.document_expiries).toBe(1);
    expect(await expired()).toEqual([
      {
        created_date: "2026-11-24T00:00:00.000Z",
        customer_id: customerId,
        status: "DocumentExpired",
        reject_reason: null,
      },
    ]);
    await advance({ seconds: 30 * DAY });
    expect(await expired()).toHaveLength(1);
  });

  it("a physical card at 03 Printing is dispatched (04) its configured delay after it got there", async () => {
    await sb.call("PUT", "/simulate/config", { body: { card_dispatch_delay_days: 2 } });
    const created = await sb.call("POST", "/customers", {
      body: {
        ...kycCustomer,
        identifications: [{ type: "Passport", value: uniquePassport() }],
        accounts: [],
        cards: [cardItem],
      },
    });
    const cardId = created.body.cards[0].card_id;
    for (const status of ["02", "03"]) {
      await sb.call("POST", `/simulate/cards/${cardId}/status`, { body: { status } });
    }
    const card = async () => (await sb.call("GET", `/cards/${cardId}`)).body.status;
    await advance({ seconds: 2 * DAY - 1 });
    expect(await card()).toBe("03");
    expect((await advance({ seconds: 1 })).body.fell_due.card_dispatches).toBe(1);
    expect(await card()).toBe("04");
    const history = (await sb.call("GET", `/cards/${cardId}/status-history`)).body;
    expect(JSON.stringify(history)).toContain("Dispatched");
  });

  it("a saved state keeps the clock; restoring it puts the time back, resetting the sandbox returns to real time", async () => {
    await advance({ seconds: DAY });
    expect(
      (await sb.call("POST", "/simulate/states", { body: { name: "clock-day" } })).status,
    ).toBe(201);
    await sb.call("POST", "/simulate/clock/reset", { body: {} });
    expect((await clock()).offset_seconds).toBe(0);
    sb.forgetToken();
    await sb.call("POST", "/simulate/states/clock-day/restore", { body: {} });
    sb.forgetToken();
    expect((await clock()).offset_seconds).toBe(DAY);
    await sb.call("POST", "/simulate/reset", { body: {} });
    sb.forgetToken();
    expect((await clock()).offset_seconds).toBe(0);
  });
});
