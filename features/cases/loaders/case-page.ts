import "server-only";
import { notFound } from "next/navigation";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listAttachments } from "../lib/attachments";
import { escalateOverdue } from "../lib/escalate";
import { mentionableColleagues } from "../lib/mentions";
import { caseTimeline, complianceOfficers, readCase } from "../lib/store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One case: its facts, its timeline, and, for an officer, who it may be given to. */
export async function loadCasePage(caseId: string) {
  const { db, user } = await requirePagePermission("cases.view");
  if (!UUID.test(caseId)) notFound();
  await escalateOverdue(db);
  const found = await readCase(db, caseId);
  if (!found) notFound();
  const [timeline, officers, attachments, colleagues] = await Promise.all([
    caseTimeline(db, caseId),
    complianceOfficers(db),
    listAttachments(db, caseId),
    mentionableColleagues(db),
  ]);
  return {
    ...found,
    timeline,
    officers,
    attachments,
    colleagues,
    now: new Date(),
    userId: user.id,
    canWork: can(user.role, "cases.work") && found.case.status !== "closed",
    canReview: can(user.role, "compliance.review"),
  };
}

export type CasePageView = Awaited<ReturnType<typeof loadCasePage>>;
