import { sql } from "drizzle-orm";
import { bigserial, check, index, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { consoleSchema, users } from "./console";
import { notificationKinds } from "./notification-values";

/**
 * One person's notice of something that needs them: a case given to them, a mention, a case
 * that woke or escalated or went overdue, a four-eyes request of theirs that ended. Read or
 * unread per person. `dedupe_key` makes a notice that is derived again and again (an overdue
 * case, seen at each poll) exist once.
 */
export const notifications = consoleSchema.table(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    /** The notice in words, as the bell lists it. */
    title: text("title").notNull(),
    /** The console page it is about. */
    href: text("href").notNull(),
    /** Who caused it; null when the console did (a case woke by itself). */
    actorId: uuid("actor_id").references(() => users.id),
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_dedupe").on(t.userId, t.dedupeKey),
    index("notifications_user").on(t.userId, t.id.desc()),
    index("notifications_unread").on(t.userId).where(sql`${t.readAt} is null`),
    check(
      "notifications_kind",
      sql`${t.kind} in (${sql.raw(notificationKinds.map((k) => `'${k}'`).join(", "))})`,
    ),
    check("notifications_href", sql`${t.href} like '/%' and ${t.href} not like '//%'`),
  ],
);
