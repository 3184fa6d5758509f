import "server-only";
import { notFound } from "next/navigation";
import { loadDecisionPanel } from "@/features/compliance/server";
import { customerTimeline } from "@/features/customers/server";
import { z } from "@/lib/cams/zod";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { consoleNow } from "@/lib/console/clock";
import { recordSeenQuietly, seenCustomer } from "@/lib/console/directory";
import { readOrExplain } from "@/lib/console/read-or-explain";
import { listAttachments } from "../lib/attachments";
import { escalateOverdue } from "../lib/escalate";
import { mentionableColleagues } from "../lib/mentions";
import { caseTimeline, complianceOfficers, readCase } from "../lib/store";

/**
 * One case and everything needed to decide it: its facts and timeline, the customer as the
 * provider reports them now, the AML decision form, and what the console and the provider
 * recorded about the customer, read at once. A provider that cannot answer leaves the case
 * readable, with its explanation in place of the customer.
 */
export async function loadCasePage(caseId: string) {
  const { db, user } = await requirePagePermission("cases.view");
  if (!z.uuid().safeParse(caseId).success) notFound();
  const now = await consoleNow(db);
  await escalateOverdue(db, now);
  const found = await readCase(db, caseId);
  if (!found) notFound();
  const customerId = found.case.customerId;
  const canReview = can(user.role, "compliance.review");
  const [timeline, officers, attachments, colleagues, customer, decision, history] =
    await Promise.all([
      caseTimeline(db, caseId),
      complianceOfficers(db),
      listAttachments(db, caseId),
      mentionableColleagues(db),
      readOrExplain(db, camsClient().call("getCustomer", { params: { customer_id: customerId } })),
      canReview ? loadDecisionPanel(db, customerId) : null,
      customerTimeline(db, { customerId, accountIds: [], cardIds: [] }),
    ]);
  if (customer.ok) await recordSeenQuietly(db, seenCustomer(customer.data));
  return {
    ...found,
    timeline,
    history,
    officers,
    attachments,
    colleagues,
    customer,
    decision,
    now,
    userId: user.id,
    canWork: can(user.role, "cases.work") && found.case.status !== "closed",
    canReview,
  };
}

export type CasePageView = Awaited<ReturnType<typeof loadCasePage>>;
