import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyWebhook } from "@/lib/cams";
import type { DbHandle } from "@/lib/db";
import { createTestDb, testBackends } from "@/lib/db/testing";
import { sandboxConfigFromEnv } from "../config";
import { webhookOutbox } from "../tables/webhooks";
import { dispatchDueWebhooks } from "./dispatcher";
import { enqueueWebhook } from "./outbox";
import { RETRY_DELAYS_SECONDS } from "./schedule";

type Sent = { id: string; timestamp: string; signature: string; body: string };

describe.each(testBackends)("webhook dispatcher on %s", (backend) => {
  let handle: DbHandle;
  let now: Date;
  let sent: Sent[];
  let answer: number;
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

  const fakeFetch = (async (_url: string, init: RequestInit) => {
    const h = init.headers as Record<string, string>;
    sent.push({
      id: h["webhook-id"]!,
      timestamp: h["webhook-timestamp"]!,
      signature: h["webhook-signature"]!,
      body: String(init.body),
    });
    return new Response(null, { status: answer });
  }) as typeof fetch;
  const dispatch = (overrides: Partial<Parameters<typeof dispatchDueWebhooks>[0]> = {}) =>
    dispatchDueWebhooks({
      db: handle.db,
      target: () => ({ url: "http://receiver.test/hook", secret }),
      now: () => now,
      realNow: () => now,
      fetch: fakeFetch,
      ...overrides,
    });
  /** A dispatcher that claims the due event, sends it, and never hears back (a process dying). */
  async function claimAndHang() {
    // One event claimed: its lease is a minute and one send's timeout, 70 s.
    const hanging = dispatch({
      batchSize: 1,
      fetch: (async (_url: string, init: RequestInit) => {
        await fakeFetch(_url, init);
        return new Promise<Response>(() => {});
      }) as typeof fetch,
    });
    // It has sent once it has claimed: on a loaded machine that takes more than a moment.
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    // Wrapped: an async function answering the never-settling promise would never settle.
    return { hanging };
  }
  const enqueue = () =>
    enqueueWebhook({ db: handle.db, config: sandboxConfigFromEnv({}), now }, "payment.status", {
      payment_status: "ACSC",
    });

  beforeAll(async () => {
    handle = await createTestDb(backend);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(webhookOutbox);
    now = new Date("2026-11-22T12:00:00Z");
    sent = [];
    answer = 204;
  });

  it("sends a signed event the receiver can verify, once", async () => {
    const event = await enqueue();
    expect(await dispatch()).toEqual({ sent: 1, failed: 0 });
    expect(await dispatch()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toEqual(event);
    const verification = await verifyWebhook({
      secret,
      headers: { id: sent[0]!.id, timestamp: sent[0]!.timestamp, signature: sent[0]!.signature },
      body: sent[0]!.body,
      now,
    });
    expect(verification).toEqual({ ok: true });
  });

  it("stamps webhook-timestamp with real time, however far the sandbox's clock runs ahead", async () => {
    await enqueue();
    now = new Date(Date.now() + 30 * 86_400_000);
    const before = Math.floor(Date.now() / 1000);
    await dispatch({ realNow: undefined });
    const stamped = Number(sent[0]!.timestamp);
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it("retries with exponential backoff for more than 24 hours, always with the same webhook-id", async () => {
    await enqueue();
    answer = 500;
    const start = now.getTime();
    await dispatch();
    for (const delay of RETRY_DELAYS_SECONDS) {
      now = new Date(now.getTime() + delay * 1000 - 1);
      await dispatch();
      const attemptsSoFar = sent.length;
      now = new Date(now.getTime() + 1);
      await dispatch();
      expect(sent.length).toBe(attemptsSoFar + 1);
    }
    expect(sent).toHaveLength(RETRY_DELAYS_SECONDS.length + 1);
    expect(new Set(sent.map((s) => s.id)).size).toBe(1);
    expect((now.getTime() - start) / 3_600_000).toBeGreaterThan(24);
    const [row] = await handle.db.select().from(webhookOutbox);
    expect(row!.abandonedAt).not.toBeNull();
    now = new Date(now.getTime() + 86_400_000);
    await dispatch();
    expect(sent).toHaveLength(RETRY_DELAYS_SECONDS.length + 1);
  });

  it("delivers once the receiver recovers", async () => {
    await enqueue();
    answer = 503;
    await dispatch();
    answer = 200;
    now = new Date(now.getTime() + 5000);
    expect(await dispatch()).toEqual({ sent: 1, failed: 0 });
    const [row] = await handle.db.select().from(webhookOutbox);
    expect([row!.attempts, row!.deliveredAt?.getTime()]).toEqual([2, now.getTime()]);
  });

  it("loses nothing to a restart mid-send, and never sends an event under a new id", async () => {
    await enqueue();
    // The first process claims the event and dies while sending: its request never returns.
    const { hanging } = await claimAndHang();
    // A new process: nothing is sent while the claim's lease runs, then the same event is.
    expect(await dispatch()).toEqual({ sent: 0, failed: 0 });
    now = new Date(now.getTime() + 69_000);
    expect(await dispatch()).toEqual({ sent: 0, failed: 0 });
    now = new Date(now.getTime() + 1_000);
    expect(await dispatch()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((s) => s.id)).toEqual([sent[0]!.id, sent[0]!.id]);
    void hanging;
  });

  it("keeps a claim through a move of the sandbox's clock: its lease runs in real time", async () => {
    await enqueue();
    const real = now;
    const { hanging } = await claimAndHang();
    // The sandbox's clock jumps a day while the first send hangs: nobody sends it again...
    now = new Date(real.getTime() + 86_400_000);
    expect(await dispatch({ realNow: () => real })).toEqual({ sent: 0, failed: 0 });
    // ...until the claim's lease has passed in real time.
    expect(await dispatch({ realNow: () => new Date(real.getTime() + 70_000) })).toEqual({
      sent: 1,
      failed: 0,
    });
    void hanging;
  });

  it("starts no send past its deadline, and lets the claimed events go at once", async () => {
    await enqueue();
    await enqueue();
    expect(await dispatch({ deadline: Date.now() - 1 })).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
    // Not held by a lease: the next dispatcher sends both now.
    expect(await dispatch()).toEqual({ sent: 2, failed: 0 });
  });

  it("shares the outbox between several dispatchers without sending an event twice", async () => {
    for (let i = 0; i < 30; i++) await enqueue();
    await Promise.all(Array.from({ length: 4 }, () => dispatch({ batchSize: 10 })));
    await dispatch();
    expect(sent).toHaveLength(30);
    expect(new Set(sent.map((s) => s.id)).size).toBe(30);
  });
});
