import { eq, sql } from "drizzle-orm";
import { verifyWebhook } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { type EventOutcome, webhookEvents, webhookRejections } from "@/lib/db/schema";
import { findJsonTextProblem } from "@/lib/http/json-text";
import { recordMentionedQuietly } from "../directory/record";
import { applyStateChange, followVerification } from "./apply-change";
import { toEventRecord } from "./event-record";

/** Clock skew a sender may have, as Standard Webhooks allows for its timestamp. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Longer than the provider retries a delivery (at least a day, with backoff). */
const PAST_TOLERANCE_MS = 7 * 24 * 3_600_000;

type ReceiveDeps = {
  db: Db;
  secret: string;
  now: Date;
  /**
   * The provider's own time, asked only for an event dated outside the window around `now`:
   * the built-in sandbox dates its events on its clock, which an admin may have moved on
   * (lib/sandbox/clock). Null when it cannot say.
   */
  providerNow?: () => Promise<Date | null>;
};
type RawWebhook = { headers: Headers; body: string };
type ReceiveResult = { status: 200 | 400 | 401; duplicate?: boolean };

/** The body as a JSON object, or null: tolerance is for what an envelope holds, not for its wire format. */
function parseObject(body: string): object | null {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A delivery refused for its signature is counted, one row per day and nothing of what it
 * carried: a wrong secret on either side shows as a rising count, and a flood costs one row.
 */
async function countRejection({ db, now }: ReceiveDeps) {
  await db
    .insert(webhookRejections)
    .values({ day: now.toISOString().slice(0, 10), count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: webhookRejections.day,
      set: { count: sql`${webhookRejections.count} + 1`, lastAt: now },
    });
}

/**
 * Not dated outside the window. An event with no date it can read passes here, as before: its
 * payload is stored as failed, in words, by toEventRecord.
 */
const withinWindow = (now: Date, createdDate: Date) => {
  const age = now.getTime() - createdDate.getTime();
  return !(age < -FUTURE_TOLERANCE_MS || age > PAST_TOLERANCE_MS);
};

/** Dated within the window of real time, or of the provider's time when that was moved on. */
async function datedNow(deps: ReceiveDeps, createdDate: Date): Promise<boolean> {
  if (withinWindow(deps.now, createdDate)) return true;
  const providerNow = await deps.providerNow?.().catch(() => null);
  return providerNow ? withinWindow(providerNow, createdDate) : false;
}

/**
 * Receives one delivery: verify, store once, apply. Nothing a delivery carries is written before
 * the signature and the JSON are good (a bad signature is only counted), and the work is two statements in one transaction, so the provider
 * gets its answer fast.
 *
 * A body that is not a JSON object is 400. A known type whose payload does not parse is stored unapplied and answered 200, not 400:
 * the provider retries every non-2xx for a day and the same bytes would fail the same way each
 * time. Stored as failed with its problem in words, it stays visible on the Events page.
 */
export async function receiveWebhook(deps: ReceiveDeps, raw: RawWebhook): Promise<ReceiveResult> {
  const webhookId = raw.headers.get("webhook-id");
  const timestamp = raw.headers.get("webhook-timestamp");
  const verification = await verifyWebhook({
    secret: deps.secret,
    headers: { id: webhookId, timestamp, signature: raw.headers.get("webhook-signature") },
    body: raw.body,
    now: deps.now,
  });
  if (!verification.ok || !webhookId) {
    await countRejection(deps);
    return { status: 401 };
  }
  const body = parseObject(raw.body);
  // PostgreSQL's text holds no NUL, and UTF-8 no lone surrogate: refused here, not a 500 later.
  if (!body || findJsonTextProblem(body)) return { status: 400 };

  const record = toEventRecord(body, new Date(Number(timestamp) * 1000));
  // An event dated far away would order itself before or after every real one and pin the
  // state it sets (a verification dated 2099 would never be overwritten): refused, unwritten.
  if (!(await datedNow(deps, record.createdDate))) return { status: 400 };
  const outcome: EventOutcome = record.change ? "applied" : record.problem ? "failed" : "stored";
  const inserted = await deps.db.transaction(async (tx) => {
    // The webhook-id is the primary key: a redelivery, even a concurrent one, inserts nothing.
    const rows = await tx
      .insert(webhookEvents)
      .values({
        webhookId,
        type: record.type,
        createdDate: record.createdDate,
        receivedAt: deps.now,
        signedAt: new Date(Number(timestamp) * 1000),
        customerId: record.customerId,
        transactionId: record.transactionId,
        payload: record.payload,
        applied: record.change !== null,
        outcome,
        problem: record.problem ?? null,
        lastDeliveryAt: deps.now,
      })
      .onConflictDoNothing({ target: webhookEvents.webhookId })
      .returning({ webhookId: webhookEvents.webhookId });
    if (rows.length === 0) {
      // A redelivery changes no state; it is only counted, so the Events page can show it.
      await tx
        .update(webhookEvents)
        .set({ deliveries: sql`${webhookEvents.deliveries} + 1`, lastDeliveryAt: deps.now })
        .where(eq(webhookEvents.webhookId, webhookId));
      return false;
    }
    if (record.change) {
      await applyStateChange(tx, record.change, { webhookId, createdDate: record.createdDate });
      await followVerification(tx, record.change);
    }
    return true;
  });
  // The customer it names goes into the directory (placeholder name until a read gives the
  // real one), so customers created through other channels can be found too.
  if (inserted && record.customerId) {
    await recordMentionedQuietly(deps.db, "customer", [record.customerId]);
  }
  if (inserted && record.problem) {
    console.warn(`[webhooks] ${webhookId} (${record.type}) stored, not applied: ${record.problem}`);
  }
  return { status: 200, duplicate: !inserted };
}
