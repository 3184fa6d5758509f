import { eq, inArray, sql } from "drizzle-orm";
import { signWebhook } from "@/lib/cams";
import { type Db, queryRows } from "@/lib/db";
import { webhookOutbox } from "../tables/webhooks";
import { nextAttemptAt } from "./schedule";

/**
 * A claimed batch is invisible to other dispatchers this long past the time its sends may take
 * (one timeout each); a crash mid-send retries it after.
 */
const LEASE_SECONDS = 60;
const TIMEOUT_MS = 10_000;

type DispatchOptions = {
  db: Db;
  /**
   * Where to deliver and the signing key, asked at every delivery: the default URL names the
   * port this server listens on, which is known only once it listens.
   */
  target: () => { url: string; secret: string };
  /** The sandbox's time (lib/sandbox/clock): when events are due, and their retry schedule. */
  now: () => Date;
  /**
   * Real time (fakeable in tests), for the webhook-timestamp header, which a receiver checks
   * against its own clock, and for a claim's lease, which a move of the sandbox's clock must not
   * end while its event is being sent.
   */
  realNow?: () => Date;
  fetch?: typeof fetch;
  batchSize?: number;
  /** Real time (ms) after which no send starts: the claimed rest are let go, for the next run. */
  deadline?: number;
};

type Claimed = { id: string; body: unknown; attempts: number };

const realTime = (options: DispatchOptions) => options.realNow?.() ?? new Date();

/**
 * Claims due events (due on the sandbox's clock, `now`). FOR UPDATE SKIP LOCKED lets several
 * instances share the outbox: each row goes to one of them, and the lease, in real time, keeps
 * it from the others while it is being sent.
 */
async function claimDue(db: Db, now: Date, real: Date, limit: number): Promise<Claimed[]> {
  const lease = new Date(real.getTime() + LEASE_SECONDS * 1000 + limit * TIMEOUT_MS).toISOString();
  return queryRows<Claimed>(
    db,
    sql`update sandbox.webhook_outbox set leased_until = ${lease}
        where id in (
          select id from sandbox.webhook_outbox
          where delivered_at is null and abandoned_at is null and next_attempt_at <= ${now.toISOString()}
            and (leased_until is null or leased_until <= ${real.toISOString()})
          order by next_attempt_at, created_at
          limit ${limit}
          for update skip locked)
        returning id, body, attempts`,
  );
}

async function send(options: DispatchOptions, event: Claimed) {
  const body = JSON.stringify(event.body);
  const { url, secret } = options.target();
  const timestamp = Math.floor(realTime(options).getTime() / 1000);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": event.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": await signWebhook({
          secret,
          id: event.id,
          timestamp,
          body,
        }),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return {
      ok: response.ok,
      status: response.status,
      error: response.ok ? null : `HTTP ${response.status}`,
    };
  } catch (error) {
    return {
      ok: false,
      status: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Sends every due event once; failures are rescheduled with the same webhook-id. */
export async function dispatchDueWebhooks(
  options: DispatchOptions,
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDue(
    options.db,
    options.now(),
    realTime(options),
    options.batchSize ?? 50,
  );
  let sent = 0;
  let tried = 0;
  for (const event of claimed) {
    if (options.deadline !== undefined && Date.now() > options.deadline) {
      await letGo(options.db, claimed.slice(tried));
      break;
    }
    tried++;
    const now = options.now();
    const result = await send(options, event);
    const attempts = event.attempts + 1;
    const retryAt = result.ok ? null : nextAttemptAt(attempts, now);
    await options.db
      .update(webhookOutbox)
      .set({
        attempts,
        leasedUntil: null,
        lastStatus: result.status,
        lastError: result.error,
        ...(result.ok
          ? { deliveredAt: now }
          : retryAt
            ? { nextAttemptAt: retryAt }
            : { abandonedAt: now }),
      })
      .where(eq(webhookOutbox.id, event.id));
    if (result.ok) sent++;
  }
  return { sent, failed: tried - sent };
}

/** Claimed but not sent: free for the next dispatcher at once, attempts unchanged. */
async function letGo(db: Db, events: Claimed[]) {
  if (events.length === 0) return;
  await db
    .update(webhookOutbox)
    .set({ leasedUntil: null })
    .where(
      inArray(
        webhookOutbox.id,
        events.map((event) => event.id),
      ),
    );
}
