import type { Db } from "@/lib/db";
import { notifications } from "@/lib/db/schema";
import type { NotificationKind } from "@/lib/db/schema/notification-values";

export type Notice = {
  userId: string;
  kind: NotificationKind;
  title: string;
  href: string;
  actorId?: string | null;
  /** A notice derived again and again (at each poll) is stored once per key and person. */
  dedupeKey?: string | null;
};

/** A case's page, where every case notice leads. */
export const caseHref = (caseId: string) => `/cases/${caseId}`;

/**
 * Puts notices in people's bells, in the caller's transaction, so a notice exists exactly when
 * what it announces was written. Nobody is told of what they did themselves.
 */
export async function notify(db: Db, notices: Notice[]): Promise<void> {
  const told = notices.filter((notice) => notice.userId !== notice.actorId);
  if (told.length === 0) return;
  await db.insert(notifications).values(told).onConflictDoNothing();
}
