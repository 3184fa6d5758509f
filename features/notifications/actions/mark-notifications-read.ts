"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { markRead } from "../lib/feed";
import { markNotificationsReadInput } from "../lib/mark-read-input";

/** Marks the person's own notices read; not audited, as it changes nothing but their own bell. */
export const markNotificationsRead = defineAction({
  name: "notifications.mark_read",
  permission: "notifications.view",
  kind: "console",
  audited: false,
  schema: markNotificationsReadInput,
  target: () => ({ type: "notifications", id: null }),
  async run(input, { db, user }) {
    const marked = await markRead(db, user.id, "all" in input ? "all" : input.ids);
    return { data: { marked }, target: { type: "notifications", id: user.id } };
  },
});
