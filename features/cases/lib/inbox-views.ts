/** The inbox's views, in the order its tabs show them. Isomorphic: the tabs and links use them. */
export const inboxViews = [
  "mine",
  "unassigned",
  "due_today",
  "overdue",
  "escalated",
  "snoozed",
  "open",
  "closed",
] as const;
export type InboxView = (typeof inboxViews)[number];

export const inboxViewLabels: Record<InboxView, string> = {
  mine: "My cases",
  unassigned: "Unassigned",
  due_today: "Due today",
  overdue: "Overdue",
  escalated: "Escalated",
  snoozed: "Snoozed",
  open: "All open",
  closed: "Closed",
};

export const INBOX_PAGE_SIZE = 50;

/** An officer starts on their own cases; an admin, who reads but does not work them, on all open ones. */
export const defaultView = (role: string): InboxView => (role === "compliance" ? "mine" : "open");
