import "server-only";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { notifyCaseDeadlines } from "@/features/cases/server";
import { can } from "@/lib/console/auth/permissions";
import type { ConsoleUser } from "@/lib/console/auth/session";
import type { Db } from "@/lib/db";
import { notifications, users } from "@/lib/db/schema";

/** How many notices the bell lists: the newest; older ones were seen or are stale. */
export const FEED_SIZE = 20;

/**
 * One person's bell: their newest notices and how many are unread. Notices derived from time
 * (a case of theirs that went overdue) are written first, once each, so a bell read on any
 * server says the same.
 */
export async function notificationFeed(db: Db, user: ConsoleUser) {
  if (can(user.role, "cases.work")) await notifyCaseDeadlines(db, user.id);
  const mine = eq(notifications.userId, user.id);
  const [items, [unread]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        href: notifications.href,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        actorName: users.name,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(FEED_SIZE),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    unread: unread?.n ?? 0,
    items: items.map((item) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
      read: item.readAt !== null,
      readAt: undefined,
    })),
  };
}

export type NotificationFeed = Awaited<ReturnType<typeof notificationFeed>>;

/** Marks the person's own notices read: the ones named, or all. Another's ids change nothing. */
export async function markRead(db: Db, userId: string, ids: number[] | "all") {
  const unread = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids === "all" ? unread : and(unread, inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}
