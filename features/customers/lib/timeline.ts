import { and, desc, eq, inArray, or } from "drizzle-orm";
import { type AuditTarget, auditSummary, auditTargets } from "@/features/audit/server";
import { accountPaymentEvents, type EventSummary, summarizeEvent } from "@/features/events/server";
import type { Db } from "@/lib/db";
import { auditLog, webhookEvents } from "@/lib/db/schema";

export const TIMELINE_LENGTH = 50;

export type TimelineEntry =
  | {
      kind: "audit";
      key: string;
      at: Date;
      action: string;
      actor: string | null;
      outcome: string;
      /** What the entry was aimed at, named: "•••• 4242 · Jane Doe", the customer itself included. */
      target: AuditTarget | null;
      /** The one value the change adds to its sentence: a decision's "Clear". */
      summary: string | null;
      detail: string | null;
    }
  | {
      kind: "event";
      key: string;
      at: Date;
      type: string;
      status: string | null;
      rejectReasons: EventSummary["rejectReasons"];
    };

/**
 * What happened to a customer (or a corporate), newest first: the console's audit entries on
 * it, its accounts and its cards, merged with the webhook events received for it or for its
 * accounts' payments. Each source gives
 * its newest TIMELINE_LENGTH, so the merge is exact for the newest TIMELINE_LENGTH overall.
 * Events are placed by their own created_date, as the Events page orders them.
 */
export async function customerTimeline(
  db: Db,
  subject: { customerId?: string; corporateId?: string; accountIds: string[]; cardIds: string[] },
): Promise<TimelineEntry[]> {
  const targets = [
    subject.customerId !== undefined &&
      and(eq(auditLog.targetType, "customer"), eq(auditLog.targetId, subject.customerId)),
    subject.corporateId !== undefined &&
      and(eq(auditLog.targetType, "corporate"), eq(auditLog.targetId, subject.corporateId)),
    subject.accountIds.length > 0 &&
      and(eq(auditLog.targetType, "account"), inArray(auditLog.targetId, subject.accountIds)),
    subject.cardIds.length > 0 &&
      and(eq(auditLog.targetType, "card"), inArray(auditLog.targetId, subject.cardIds)),
  ].filter((condition) => condition !== false);
  const [audits, customerEvents, paymentEvents] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(or(...targets))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(TIMELINE_LENGTH),
    // A corporate has no customer events (verification is a customer's).
    subject.customerId === undefined
      ? []
      : db
          .select()
          .from(webhookEvents)
          .where(eq(webhookEvents.customerId, subject.customerId))
          .orderBy(desc(webhookEvents.createdDate), desc(webhookEvents.webhookId))
          .limit(TIMELINE_LENGTH),
    // A payment event names its account, not its customer.
    accountPaymentEvents(db, subject.accountIds, TIMELINE_LENGTH),
  ]);
  const named = await auditTargets(db, audits);
  const events = [
    ...new Map([...customerEvents, ...paymentEvents].map((row) => [row.webhookId, row])).values(),
  ];
  const entries: TimelineEntry[] = [
    ...audits.map((row) => ({
      kind: "audit" as const,
      key: `audit-${row.id}`,
      at: row.at,
      action: row.action,
      actor: row.actorEmail,
      outcome: row.outcome,
      target: named.get(row.id) ?? null,
      summary: auditSummary(row.after),
      detail: row.detail,
    })),
    ...events.map((row) => {
      const summary = summarizeEvent(row.payload);
      return {
        kind: "event" as const,
        key: `event-${row.webhookId}`,
        at: row.createdDate,
        type: row.type,
        status: summary.status,
        rejectReasons: summary.rejectReasons,
      };
    }),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, TIMELINE_LENGTH);
}
