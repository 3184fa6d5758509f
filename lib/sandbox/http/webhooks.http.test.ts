import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhook } from "@/lib/cams";
import { testBackends } from "@/lib/db/testing";
import { webhookOutbox } from "../tables/webhooks";
import { createSandboxHarness, type SandboxHarness } from "../testing";
import { dispatchDueWebhooks } from "../webhooks/dispatcher";
import { newCustomer } from "./account-holders";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

describe.each(testBackends)("POST /simulate/webhooks/{id}/redeliver on %s", (backend) => {
  let sb: SandboxHarness;
  beforeAll(async () => {
    sb = await createSandboxHarness(backend);
  });
  afterAll(() => sb.close());

  /** Runs the dispatcher once against a receiver that records each delivery's headers and body. */
  async function dispatch() {
    const received: { headers: Headers; body: string }[] = [];
    await dispatchDueWebhooks({
      db: sb.handle.db,
      target: () => ({ url: "http://receiver.test/api/webhooks/cams", secret: SECRET }),
      now: sb.now,
      realNow: sb.now,
      fetch: (async (_url: string, init: RequestInit) => {
        received.push({ headers: new Headers(init.headers), body: String(init.body) });
        return new Response(null, { status: 200 });
      }) as typeof fetch,
    });
    return received;
  }

  const outboxRow = async (id: string) =>
    (await sb.handle.db.select().from(webhookOutbox).where(eq(webhookOutbox.id, id)))[0];

  it("sends a delivered event again: same webhook-id and body, a fresh timestamp and valid signature", async () => {
    const customerId = await newCustomer(sb);
    const queued = await sb.call("POST", `/simulate/customers/${customerId}/verification`, {
      body: { status: "Approved" },
    });
    const id = queued.body.id as string;
    const [first] = (await dispatch()).filter((d) => d.headers.get("webhook-id") === id);
    expect(first).toBeDefined();
    expect((await outboxRow(id))?.deliveredAt).not.toBeNull();

    sb.advance(90_000);
    const again = await sb.call("POST", `/simulate/webhooks/${id}/redeliver`, { body: {} });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(queued.body);
    expect(await outboxRow(id)).toMatchObject({ deliveredAt: null, nextAttemptAt: sb.now() });

    const [second] = await dispatch();
    expect(second?.headers.get("webhook-id")).toBe(id);
    expect(second?.body).toBe(first?.body);
    expect(Number(second?.headers.get("webhook-timestamp"))).toBe(
      Number(first?.headers.get("webhook-timestamp")) + 90,
    );
    expect(second?.headers.get("webhook-signature")).not.toBe(
      first?.headers.get("webhook-signature"),
    );
    const verified = await verifyWebhook({
      secret: SECRET,
      headers: {
        id,
        timestamp: second!.headers.get("webhook-timestamp"),
        signature: second!.headers.get("webhook-signature"),
      },
      body: second!.body,
      now: sb.now(),
    });
    expect(verified.ok).toBe(true);
    expect((await outboxRow(id))?.attempts).toBe(2);
  });

  it("answers 404 for an id the outbox does not hold, and refuses a body", async () => {
    const missing = await sb.call("POST", "/simulate/webhooks/msg_gone/redeliver", { body: {} });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(4040001);
    const withBody = await sb.call("POST", "/simulate/webhooks/msg_gone/redeliver", {
      body: { now: true },
    });
    expect(withBody.status).toBe(400);
  });
});
