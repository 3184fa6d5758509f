import { caseHref, notify } from "@/lib/console/notifications/notify";
import type { Db } from "@/lib/db";
import type { NotificationKind } from "@/lib/db/schema/notification-values";
import { readCase } from "./store";

/**
 * Tells people about a case in their bell, titled with its customer's name ("Cora Compliance
 * assigned you a case: Hanna Holden"), in the action's transaction.
 */
export async function tellAboutCase(
  db: Db,
  caseId: string,
  notice: {
    kind: NotificationKind;
    words: string;
    actorId: string;
    to: string[];
    dedupeKey?: string;
  },
): Promise<void> {
  if (notice.to.length === 0) return;
  const found = await readCase(db, caseId);
  const title = `${notice.words}: ${found?.customerName ?? "a customer"}`;
  await notify(
    db,
    notice.to.map((userId) => ({
      userId,
      kind: notice.kind,
      title,
      href: caseHref(caseId),
      actorId: notice.actorId,
      dedupeKey: notice.dedupeKey ?? null,
    })),
  );
}
