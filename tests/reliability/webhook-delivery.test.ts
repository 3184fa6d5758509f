import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { outgoingCreditTransfer } from "@/lib/cams/__fixtures__/bodies";
import { freePort } from "@/lib/testing/free-port";
import { sandboxClient } from "./testing/client";
import { createDatabase, withClient } from "./testing/postgres";
import { type SandboxProcess, startSandbox } from "./testing/sandbox-process";

const EVENTS = 4;

type OutboxRow = {
  id: string;
  attempts: number;
  next_attempt_at: Date;
  delivered_at: Date | null;
  last_error: string | null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The sandbox's webhook sender against the console's real receiving route
// (app/api/webhooks/cams), served here on its own port so the test can take it down. Both use
// one database, as the app does. The receiver is down first: the sender must retry with
// growing delays and deliver once it is back; the console must apply each event once, even
// when an answer is lost and the event comes again.
describe("webhooks while the console's receiver is down", () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let sandbox: SandboxProcess;
  let receiver: ServerType | undefined;
  let receiverPort: number;
  let closeConsoleDb: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    database = await createDatabase(inject("adminUrl"));
    receiverPort = await freePort();
    sandbox = await startSandbox({
      databaseUrl: database.url,
      env: { SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/api/webhooks/cams` },
    });
  });
  afterAll(async () => {
    receiver?.close();
    await sandbox?.kill();
    await closeConsoleDb?.();
    await database?.drop();
  });

  const outbox = () =>
    withClient(database.url, async (db) => {
      const { rows } = await db.query<OutboxRow>(
        "select id, attempts, next_attempt_at, delivered_at, last_error from sandbox.webhook_outbox order by id",
      );
      return rows;
    });
  async function waitFor(what: string, done: (rows: OutboxRow[]) => boolean, ms = 20_000) {
    for (const until = Date.now() + ms; Date.now() < until; await sleep(200)) {
      const rows = await outbox();
      if (done(rows)) return rows;
    }
    throw new Error(`timed out waiting until ${what}: ${JSON.stringify(await outbox())}`);
  }

  it("retries with back-off, delivers every event once the receiver is back, and the console applies each once", async () => {
    const client = sandboxClient(sandbox.baseUrl);
    await client.signIn();
    const { accountId } = await client.newAccount(1000);
    for (let i = 0; i < EVENTS; i++) {
      const sent = await client.call("POST", `/accounts/${accountId}/outgoing-credit-transfer`, {
        body: { ...outgoingCreditTransfer, end_to_end_id: `RELIAB${i}` },
      });
      expect(sent.status, sent.text).toBe(201);
    }

    // Down: nothing listens on the receiver's port. Each event fails, is tried again 5 s
    // later, fails again, and is then put off for 5 minutes (lib/sandbox/webhooks/schedule.ts).
    const first = await waitFor(
      "every event was tried once",
      (rows) => rows.length >= EVENTS && rows.every((r) => r.attempts >= 1),
    );
    const firstTriedAt = Date.now();
    for (const row of first) {
      expect(row.delivered_at).toBeNull();
      expect(row.last_error).toBeTruthy();
    }
    const second = await waitFor("every event was tried twice", (rows) =>
      rows.every((r) => r.attempts >= 2),
    );
    expect(Date.now() - firstTriedAt).toBeGreaterThanOrEqual(3_500);
    for (const row of second) {
      expect(row.delivered_at).toBeNull();
      const wait = new Date(row.next_attempt_at).getTime() - Date.now();
      expect(wait).toBeGreaterThan(250_000);
      expect(wait).toBeLessThanOrEqual(300_000);
    }

    // Back up: the console's route, on the same database. The first delivery of one event is
    // applied but its answer lost (500), so the sender delivers it again.
    process.env.DATABASE_URL = database.url;
    const { POST } = await import("@/app/api/webhooks/cams/route");
    const { closeDb } = await import("@/lib/db");
    closeConsoleDb = closeDb;
    const lostAnswerFor = second[0]!.id;
    const deliveries: string[] = [];
    receiver = serve({
      port: receiverPort,
      hostname: "127.0.0.1",
      fetch: async (request) => {
        const id = request.headers.get("webhook-id") ?? "";
        deliveries.push(id);
        const response = await POST(request);
        const firstOfLost = id === lostAnswerFor && deliveries.filter((d) => d === id).length === 1;
        return firstOfLost ? new Response(null, { status: 500 }) : response;
      },
    });

    // The 5 minutes are not waited for: the retries they hold back are made due now, as
    // time passing would. The lost answer's own retry (5 s) is waited for.
    const until = Date.now() + 30_000;
    let rows = await outbox();
    while (!rows.every((r) => r.delivered_at) && Date.now() < until) {
      await withClient(database.url, (db) =>
        db.query(
          "update sandbox.webhook_outbox set next_attempt_at = now() where delivered_at is null and next_attempt_at > now() + interval '10 seconds'",
        ),
      );
      await sleep(500);
      rows = await outbox();
    }
    expect(rows.filter((r) => !r.delivered_at)).toEqual([]);
    expect(rows.find((r) => r.id === lostAnswerFor)!.attempts).toBe(4);
    expect(deliveries.filter((d) => d === lostAnswerFor)).toHaveLength(2);

    // Nothing lost, nothing applied twice: one console event per outbox event.
    const events = await withClient(database.url, async (db) => {
      const { rows } = await db.query<{ webhook_id: string; deliveries: number; outcome: string }>(
        "select webhook_id, deliveries, outcome from console.webhook_events order by webhook_id",
      );
      return rows;
    });
    expect(events.map((e) => e.webhook_id)).toEqual(rows.map((r) => r.id));
    expect(events.find((e) => e.webhook_id === lostAnswerFor)!.deliveries).toBe(2);
    expect(
      events.filter((e) => e.webhook_id !== lostAnswerFor).every((e) => e.deliveries === 1),
    ).toBe(true);
    expect(events.every((e) => e.outcome === "applied")).toBe(true);
  });
});
