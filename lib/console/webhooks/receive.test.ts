import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signWebhook, WebhookType } from "@/lib/cams";
import type { DbHandle } from "@/lib/db";
import {
  customerVerifications,
  directoryEntries,
  paymentStates,
  webhookEvents,
  webhookRejections,
} from "@/lib/db/schema";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { receiveWebhook } from "./receive";

const SECRET = "sandbox-webhook-secret";
const NOW = new Date("2026-08-20T10:00:00.000Z");
const nowSeconds = NOW.getTime() / 1000;

type Delivery = {
  id?: string;
  timestamp?: number;
  signWith?: string;
  sentBody?: string;
  providerNow?: () => Promise<Date | null>;
};

// What the receiver left in the tables, read directly: the pages' own reads live in
// features/events, which lib does not import.
async function latestVerification(db: DbHandle["db"], customerId: string) {
  const [row] = await db
    .select()
    .from(customerVerifications)
    .where(eq(customerVerifications.customerId, customerId));
  return row ?? null;
}

/** A transaction's stored payment.status events, oldest first by created_date. */
function paymentTimeline(db: DbHandle["db"], transactionId: string) {
  return db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.transactionId, transactionId))
    .orderBy(asc(webhookEvents.createdDate), asc(webhookEvents.webhookId));
}

function envelope<T>(type: string, data: T, createdDate = NOW.toISOString()) {
  return { id: `evt_${randomUUID()}`, type, created_date: createdDate, data };
}

function payment(transactionId: string, paymentStatus: string, createdDate: string, extra = {}) {
  return envelope(
    WebhookType.PaymentStatus,
    {
      transaction_id: transactionId,
      payment_status: paymentStatus,
      scheme: "SEPA",
      transaction_type: "CreditTransfer",
      inward_outward: "Outward",
      ...extra,
    },
    createdDate,
  );
}

function verification(customerId: string, status: string, createdDate?: string) {
  return envelope(
    WebhookType.UserVerificationStatus,
    { customer_id: customerId, status, reject_reason: null },
    createdDate,
  );
}

describe.each(testBackends)("receiveWebhook on %s", (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());

  /** Signs `body` the way the provider does; `sentBody` sends other bytes under that signature. */
  async function deliver(body: unknown, options: Delivery = {}) {
    const id = options.id ?? `msg_${randomUUID()}`;
    const timestamp = options.timestamp ?? nowSeconds;
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const signature = await signWebhook({
      secret: options.signWith ?? SECRET,
      id,
      timestamp,
      body: text,
    });
    const headers = new Headers({
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signature,
    });
    const result = await receiveWebhook(
      { db: handle.db, secret: SECRET, now: NOW, providerNow: options.providerNow },
      { headers, body: options.sentBody ?? text },
    );
    return { id, result };
  }

  const storedEvent = (id: string) =>
    handle.db.select().from(webhookEvents).where(eq(webhookEvents.webhookId, id));

  it("accepts the Standard Webhooks known-answer vector and stores it as an unknown type", async () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
    const timestamp = 1614265330;
    const headers = new Headers({
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    });
    const result = await receiveWebhook(
      { db: handle.db, secret, now: new Date(timestamp * 1000) },
      { headers, body: '{"test": 2432232314}' },
    );
    expect(result).toEqual({ status: 200, duplicate: false });
    expect(await storedEvent(id)).toMatchObject([
      {
        type: "unknown",
        applied: false,
        payload: { test: 2432232314 },
        // No created_date in the body: the signed timestamp orders it.
        createdDate: new Date(timestamp * 1000),
      },
    ]);
  });

  it.each([-299, 299])("accepts a timestamp %i s away from now", async (offset) => {
    const { id, result } = await deliver(verification("c-skew", "Pending"), {
      timestamp: nowSeconds + offset,
    });
    expect(result.status).toBe(200);
    expect(await storedEvent(id)).toHaveLength(1);
  });

  it.each([-301, 301])(
    "refuses a timestamp %i s away from now with 401, writing nothing",
    async (offset) => {
      const { id, result } = await deliver(verification("c-stale", "Approved"), {
        timestamp: nowSeconds + offset,
      });
      expect(result).toEqual({ status: 401 });
      expect(await storedEvent(id)).toHaveLength(0);
      expect(await latestVerification(handle.db, "c-stale")).toBeNull();
    },
  );

  it("refuses a tampered body, another key and a missing signature with 401", async () => {
    const event = verification("c-tamper", "Approved");
    const tampered = await deliver(event, {
      sentBody: JSON.stringify({ ...event, data: { ...event.data, status: "Rejected" } }),
    });
    const otherKey = await deliver(event, { signWith: "not-the-secret" });
    const unsigned = await receiveWebhook(
      { db: handle.db, secret: SECRET, now: NOW },
      {
        headers: new Headers({
          "webhook-id": "msg_unsigned",
          "webhook-timestamp": String(nowSeconds),
        }),
        body: JSON.stringify(event),
      },
    );
    expect([tampered.result, otherKey.result, unsigned]).toEqual([
      { status: 401 },
      { status: 401 },
      { status: 401 },
    ]);
    for (const id of [tampered.id, otherKey.id, "msg_unsigned"]) {
      expect(await storedEvent(id)).toHaveLength(0);
    }
    expect(await latestVerification(handle.db, "c-tamper")).toBeNull();
  });

  it("counts signature refusals per day, keeping nothing they carried", async () => {
    const today = () =>
      handle.db
        .select()
        .from(webhookRejections)
        .where(eq(webhookRejections.day, NOW.toISOString().slice(0, 10)));
    const before = (await today())[0]?.count ?? 0;
    const refused = await deliver(verification("c-count", "Approved"), { signWith: "wrong" });
    const accepted = await deliver(verification("c-count", "Approved"));
    expect([refused.result.status, accepted.result.status]).toEqual([401, 200]);
    expect(await today()).toMatchObject([{ count: before + 1, lastAt: NOW }]);
  });

  it("records what it verified and did: signed timestamp, one delivery, applied", async () => {
    const { id } = await deliver(verification("c-recorded", "Approved"), {
      timestamp: nowSeconds - 60,
    });
    expect(await storedEvent(id)).toMatchObject([
      {
        signedAt: new Date(NOW.getTime() - 60_000),
        receivedAt: NOW,
        lastDeliveryAt: NOW,
        deliveries: 1,
        outcome: "applied",
        problem: null,
      },
    ]);
  });

  it("notes the customer a delivery names in the directory, and nothing for a refused one", async () => {
    const named = (id: string) =>
      handle.db.select().from(directoryEntries).where(eq(directoryEntries.id, id));
    await deliver(verification("c-directory-1", "Approved"));
    expect(await named("c-directory-1")).toMatchObject([{ kind: "customer" }]);
    await deliver(verification("c-directory-2", "Approved"), { signWith: "another-secret" });
    expect(await named("c-directory-2")).toEqual([]);
  });

  it("answers 400 to a signed body that is not a JSON object, writing nothing", async () => {
    for (const body of ["not json", "[1,2]", "null"]) {
      const { id, result } = await deliver(body);
      expect(result).toEqual({ status: 400 });
      expect(await storedEvent(id)).toHaveLength(0);
    }
  });

  it("answers 400 to a signed body holding a NUL or a lone surrogate, writing nothing", async () => {
    const nul = JSON.stringify(verification("c-nul", "Approved")).replace(
      "Approved",
      "Appr\\u0000oved",
    );
    const surrogate = JSON.stringify(verification("c-lone", "Approved")).replace(
      "c-lone",
      "c-\\ud800",
    );
    for (const body of [nul, surrogate]) {
      const { id, result } = await deliver(body);
      expect(result).toEqual({ status: 400 });
      expect(await storedEvent(id)).toHaveLength(0);
    }
  });

  it("dedupes 20 deliveries of one id, 10 of them concurrent: one row, one state change, all 200", async () => {
    const id = `msg_${randomUUID()}`;
    const event = verification("c-dedupe", "DocumentExpired");
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => deliver(event, { id })));
    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push(await deliver(event, { id }));
    const results = [...concurrent, ...sequential].map((d) => d.result);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.duplicate === false)).toHaveLength(1);
    expect(await storedEvent(id)).toMatchObject([
      { deliveries: 20, outcome: "applied", lastDeliveryAt: NOW },
    ]);
    expect(await latestVerification(handle.db, "c-dedupe")).toMatchObject({
      status: "DocumentExpired",
      webhookId: id,
    });
  });

  it("refuses an event dated far in the future or the past: nothing stored, no state pinned", async () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    const minutes = 60_000;
    const days = 24 * 60 * minutes;
    const refused = [
      await deliver(verification("cus-dated", "Approved", "2099-01-01T00:00:00.000Z")),
      await deliver(verification("cus-dated", "Approved", at(5 * minutes + 1000))),
      await deliver(verification("cus-dated", "Approved", at(-7 * days - 1000))),
      await deliver(verification("cus-dated", "Approved", "+275760-09-13T00:00:00.000Z")),
    ];
    for (const { id, result } of refused) {
      expect(result).toEqual({ status: 400 });
      expect(await storedEvent(id)).toEqual([]);
    }
    expect(await latestVerification(handle.db, "cus-dated")).toBeNull();
    // Inside the window, at both edges, events are taken.
    const edges = [
      await deliver(verification("cus-dated", "Rejected", at(-7 * days + 1000))),
      await deliver(verification("cus-dated", "Approved", at(5 * minutes - 1000))),
    ];
    expect(edges.map(({ result }) => result.status)).toEqual([200, 200]);
    expect(await latestVerification(handle.db, "cus-dated")).toMatchObject({ status: "Approved" });
  });

  it("takes an event dated on the built-in sandbox's clock moved on, by the sandbox's own time", async () => {
    const days = 24 * 3_600_000;
    const ahead = new Date(NOW.getTime() + 30 * days);
    const event = verification("cus-sandbox-clock", "DocumentExpired", ahead.toISOString());
    // Asked only outside the window; an answer within it lets the event in.
    const providerNow = vi.fn(async () => ahead);
    const taken = await deliver(event, { providerNow });
    expect(taken.result.status).toBe(200);
    expect(providerNow).toHaveBeenCalledTimes(1);
    // A provider that cannot say, or says real time, leaves the event refused.
    for (const answer of [
      async () => null,
      async () => NOW,
      async () => Promise.reject(new Error("down")),
    ]) {
      const refused = await deliver(
        verification("cus-sandbox-clock-2", "Approved", ahead.toISOString()),
        {
          providerNow: answer,
        },
      );
      expect(refused.result).toEqual({ status: 400 });
    }
    // Within the window of real time, the provider is never asked.
    const calls = vi.fn(async () => ahead);
    await deliver(verification("cus-sandbox-clock-3", "Approved", NOW.toISOString()), {
      providerNow: calls,
    });
    expect(calls).not.toHaveBeenCalled();
  });

  it("keeps the newer state when an older event arrives later, and stores both in order", async () => {
    const acsc = await deliver(payment("tx-order", "ACSC", "2026-08-20T09:59:30.000Z"));
    const accp = await deliver(payment("tx-order", "ACCP", "2026-08-20T09:59:00.000Z"));
    expect([acsc.result, accp.result]).toEqual([
      { status: 200, duplicate: false },
      { status: 200, duplicate: false },
    ]);
    const [state] = await handle.db
      .select()
      .from(paymentStates)
      .where(eq(paymentStates.transactionId, "tx-order"));
    expect(state).toMatchObject({ paymentStatus: "ACSC", webhookId: acsc.id });
    const timeline = await paymentTimeline(handle.db, "tx-order");
    expect(timeline.map((e) => [e.webhookId, e.applied])).toEqual([
      [accp.id, true],
      [acsc.id, true],
    ]);
  });

  it("moves the state forward when a newer event arrives, for payments and verifications", async () => {
    await deliver(payment("tx-forward", "ACCP", "2026-08-20T09:00:00.000Z"));
    await deliver(
      payment("tx-forward", "RJCT", "2026-08-20T09:01:00.000Z", { reason_code: "AC04" }),
    );
    const [state] = await handle.db
      .select()
      .from(paymentStates)
      .where(eq(paymentStates.transactionId, "tx-forward"));
    expect(state).toMatchObject({ paymentStatus: "RJCT", reasonCode: "AC04" });

    await deliver(verification("c-order", "Approved", "2026-08-20T09:02:00.000Z"));
    await deliver(verification("c-order", "Rejected", "2026-08-20T09:01:00.000Z"));
    expect(await latestVerification(handle.db, "c-order")).toMatchObject({ status: "Approved" });
    await deliver(verification("c-order", "DocumentExpired", "2026-08-20T09:03:00.000Z"));
    expect(await latestVerification(handle.db, "c-order")).toMatchObject({
      status: "DocumentExpired",
    });
  });

  it.each(["Cancelation", "Cancellation"])(
    "accepts and applies transaction_type %s",
    async (type) => {
      const transactionId = `tx-${type}`;
      const { id, result } = await deliver(
        payment(transactionId, "ACSC", NOW.toISOString(), {
          scheme: "SEPADirectDebit",
          transaction_type: type,
          inward_outward: undefined,
        }),
      );
      expect(result.status).toBe(200);
      expect(await storedEvent(id)).toMatchObject([{ applied: true, transactionId }]);
      expect(await paymentTimeline(handle.db, transactionId)).toHaveLength(1);
    },
  );

  it("stores an unknown event type unapplied, with its customer for filtering", async () => {
    const { id, result } = await deliver(
      envelope("card.status", { customer_id: "c-card", status: "04" }),
    );
    expect(result).toEqual({ status: 200, duplicate: false });
    expect(await storedEvent(id)).toMatchObject([
      {
        type: "card.status",
        applied: false,
        outcome: "stored",
        problem: null,
        customerId: "c-card",
      },
    ]);
    expect(await latestVerification(handle.db, "c-card")).toBeNull();
  });

  it("stores a known type with a malformed payload unapplied and answers 200, so it is not retried", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const bad = await deliver(envelope(WebhookType.UserVerificationStatus, { status: "Approved" }));
    const undated = await deliver(verification("c-undated", "Approved", "yesterday"));
    expect([bad.result.status, undated.result.status]).toEqual([200, 200]);
    expect(await storedEvent(bad.id)).toMatchObject([
      { applied: false, outcome: "failed", problem: "data.customer_id is missing." },
    ]);
    expect(await storedEvent(undated.id)).toMatchObject([
      {
        applied: false,
        outcome: "failed",
        problem: "created_date is not a date and time: the event cannot be ordered.",
        customerId: "c-undated",
      },
    ]);
    expect(await latestVerification(handle.db, "c-undated")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
