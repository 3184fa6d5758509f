"use server";

import { eq } from "drizzle-orm";
import { defineAction } from "@/lib/console/actions/define-action";
import { savedViews } from "@/lib/db/schema";
import { shareViewRequest } from "../lib/saveable-lists";
import { lockOwnView, refuseRoleWithoutAccess } from "../lib/store";

/** Shares one of the user's own views with a role: it shows, read-only, in their sidebars. */
export const shareViewWithRole = defineAction({
  name: "saved_view.share",
  permission: "savedViews.manage",
  schema: shareViewRequest,
  target: ({ viewId }) => ({ type: "saved_view", id: viewId }),
  async run({ viewId, role }, { db, user }) {
    const before = await lockOwnView(db, user, viewId);
    refuseRoleWithoutAccess(before.pathname, role, "role");
    await db
      .update(savedViews)
      .set({ sharedRole: role, updatedAt: new Date() })
      .where(eq(savedViews.id, viewId));
    return {
      data: { id: viewId, sharedRole: role },
      target: { type: "saved_view", id: viewId },
      before: { shared_role: before.sharedRole },
      after: { shared_role: role },
    };
  },
});
