import { randomBytes, randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recordMovement } from "@/features/accounts/lib/money-movements";
import { IN_DOUBT } from "@/features/accounts/lib/movement-codes";
import { signWebhook, WebhookType } from "@/lib/cams";
import { authenticate } from "@/lib/console/auth/authenticate";
import { ACCOUNT_RULE } from "@/lib/console/auth/sign-in-throttle";
import { createUser } from "@/lib/console/auth/users";
import { receiveWebhook } from "@/lib/console/webhooks/receive";
import { type DbHandle, openPostgres } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { webhookEvents } from "@/lib/db/schema";

vi.mock("@/lib/console/auth", () => ({ auth: vi.fn() }));

// Two console instances on one PostgreSQL, each with its own connection pool, as two
// `npm start` processes behind a load balancer would be: everything that must hold across
// requests is in the database, so they behave as one. (On PGlite there is one instance only.)
// They share this process's module state, so state kept in memory would pass here:
// e2e/two-servers.spec.ts runs two real server processes for that. This file stays for what
// that spec cannot cause over HTTP: a send left in doubt on one instance, not sent by the other.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("two instances on one PostgreSQL", () => {
  const name = `cams_two_${randomBytes(6).toString("hex")}`;
  let a: DbHandle;
  let b: DbHandle;

  async function admin(sql: string) {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    a = openPostgres(url.toString());
    b = openPostgres(url.toString());
    await runMigrations(a);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("applies a webhook delivered to both once", async () => {
    const now = new Date();
    const secret = "sandbox-webhook-secret";
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: WebhookType.UserVerificationStatus,
      created_date: now.toISOString(),
      data: { customer_id: "cus-two", status: "Approved", reject_reason: null },
    });
    const id = `msg_${randomUUID()}`;
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers = new Headers({
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": await signWebhook({ secret, id, timestamp, body }),
    });
    const results = await Promise.all(
      [a, b].map((instance) => receiveWebhook({ db: instance.db, secret, now }, { headers, body })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    const [stored] = await b.db.select({ n: count() }).from(webhookEvents);
    expect(stored!.n).toBe(1);
  });

  it("counts failed sign-ins on one instance when the other decides", async () => {
    const password = "correct horse battery";
    await createUser(a.db, { email: "two@example.com", name: "Two", role: "support", password });
    for (let i = 0; i < ACCOUNT_RULE.free; i++) {
      await authenticate(a.db, { email: "two@example.com", password: "wrong" }, null);
    }
    const onB = await authenticate(b.db, { email: "two@example.com", password }, null, new Date());
    expect(onB).toMatchObject({ ok: false, reason: "throttled" });
  });

  it("answers a money retry sent to the other instance from the first send, calling the provider once", async () => {
    const key = randomUUID();
    const movement = {
      key,
      kind: "credit" as const,
      owner: { kind: "customer" as const, id: "cus-two" },
      accountId: "acc-two",
      request: { amount: 5, transaction_code: "AccountLoad" },
      actorId: null,
    };
    const sends: string[] = [];
    const answer = await recordMovement(
      a.db,
      movement,
      async (uniqueId) => {
        sends.push(uniqueId);
        return { transaction_id: "tx-two" };
      },
      (made) => made.transaction_id,
    );
    const retried = await recordMovement(
      b.db,
      movement,
      async (uniqueId) => {
        sends.push(uniqueId);
        return { transaction_id: "tx-again" };
      },
      (made) => made.transaction_id,
    );
    expect(retried).toEqual(answer);
    expect(sends).toEqual([key]);

    // A send still in doubt on one instance is not sent again by the other.
    const doubtful = { ...movement, key: randomUUID() };
    await expect(
      recordMovement(a.db, doubtful, () => Promise.reject(new TypeError("fetch failed")), String),
    ).rejects.toMatchObject({ code: IN_DOUBT });
    await expect(
      recordMovement(b.db, doubtful, () => Promise.reject(new Error("sent twice")), String),
    ).rejects.toMatchObject({ code: IN_DOUBT });
  });
});
