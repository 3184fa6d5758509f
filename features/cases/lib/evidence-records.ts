import "server-only";
import { and, asc, eq, or } from "drizzle-orm";
import { listComplianceDecisions, listComplianceNotes } from "@/features/compliance/server";
import type { Db } from "@/lib/db";
import { approvalRequests, auditLog, webhookEvents } from "@/lib/db/schema";
import { attachmentsWithContent } from "./attachments";
import { caseTimeline, readCase } from "./store";

/**
 * Everything a pack shows about one case: read once, written both as JSON and as the summary.
 * The audit entries carry their addresses and before/after values only for a role that may read
 * the audit log (`fullAudit`); others get what the customer's timeline shows them.
 */
export async function evidenceRecords(db: Db, caseId: string, fullAudit: boolean) {
  const found = await readCase(db, caseId);
  if (!found) return null;
  const customerId = found.case.customerId;
  const onCustomer = (table: typeof auditLog | typeof approvalRequests) =>
    and(eq(table.targetType, "customer"), eq(table.targetId, customerId));
  const [timeline, attachments, decisions, notes, approvals, webhooks, auditEntries] =
    await Promise.all([
      caseTimeline(db, caseId).then((lines) => lines.reverse()),
      attachmentsWithContent(db, caseId),
      // The compliance review's own reads, newest first: the pack lists oldest first.
      listComplianceDecisions(db, customerId).then((rows) => rows.reverse()),
      listComplianceNotes(db, customerId).then((rows) => rows.reverse()),
      // Four-eyes requests on the customer: who asked, who approved or rejected, and when.
      db
        .select({
          id: approvalRequests.id,
          action: approvalRequests.actionName,
          status: approvalRequests.status,
          payload: approvalRequests.payload,
          makerEmail: approvalRequests.makerEmail,
          checkerEmail: approvalRequests.checkerEmail,
          reason: approvalRequests.reason,
          createdAt: approvalRequests.createdAt,
          decidedAt: approvalRequests.decidedAt,
          executedAt: approvalRequests.executedAt,
        })
        .from(approvalRequests)
        .where(onCustomer(approvalRequests))
        .orderBy(asc(approvalRequests.createdAt)),
      db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.customerId, customerId))
        .orderBy(asc(webhookEvents.createdDate), asc(webhookEvents.webhookId)),
      db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorEmail: auditLog.actorEmail,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          outcome: auditLog.outcome,
          detail: auditLog.detail,
          ...(fullAudit ? { before: auditLog.before, after: auditLog.after, ip: auditLog.ip } : {}),
        })
        .from(auditLog)
        .where(
          or(
            onCustomer(auditLog),
            and(eq(auditLog.targetType, "case"), eq(auditLog.targetId, caseId)),
          ),
        )
        .orderBy(asc(auditLog.id)),
    ]);
  return { ...found, timeline, attachments, decisions, notes, approvals, webhooks, auditEntries };
}

export type EvidenceRecords = NonNullable<Awaited<ReturnType<typeof evidenceRecords>>>;
