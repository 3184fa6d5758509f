/**
 * What a notification in the header's bell is about. Kept free of drizzle so the bell, in the
 * browser, can name them.
 */
export const notificationKinds = [
  "assigned",
  "mentioned",
  "woke",
  "escalated",
  "overdue",
  "approval",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
