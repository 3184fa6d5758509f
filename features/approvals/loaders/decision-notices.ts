import "server-only";
import { notify } from "@/lib/console/notifications/notify";
import type { Db } from "@/lib/db";
import { takeMakerNotices } from "../lib/requests";
import { decisionNotice } from "../lib/summary";

/**
 * The console's notice to a maker that their request ended: shown once, on their next page,
 * and kept in their bell (read or not) with a link to the request.
 */
export async function loadDecisionNotices(db: Db, userId: string) {
  const ended = await takeMakerNotices(db, userId);
  const notices = ended.map((request) => ({ id: request.id, text: decisionNotice(request) }));
  await notify(
    db,
    ended.map((request, i) => ({
      userId,
      kind: "approval" as const,
      title: notices[i]!.text,
      href: `/approvals/${request.id}`,
      actorId: request.checkerId,
      dedupeKey: `approval:${request.id}:${request.status}`,
    })),
  );
  return notices;
}
