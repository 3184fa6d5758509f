"use server";

import { eq } from "drizzle-orm";
import { defineAction } from "@/lib/console/actions/define-action";
import { savedViews } from "@/lib/db/schema";
import { viewRequest } from "../lib/saveable-lists";
import { lockOwnView } from "../lib/store";

/** Stops sharing one of the user's own views: it stays in the owner's sidebar only. */
export const unshareView = defineAction({
  name: "saved_view.unshare",
  permission: "savedViews.manage",
  schema: viewRequest,
  target: ({ viewId }) => ({ type: "saved_view", id: viewId }),
  async run({ viewId }, { db, user }) {
    const before = await lockOwnView(db, user, viewId);
    await db
      .update(savedViews)
      .set({ sharedRole: null, updatedAt: new Date() })
      .where(eq(savedViews.id, viewId));
    return {
      data: { id: viewId, sharedRole: null },
      target: { type: "saved_view", id: viewId },
      before: { shared_role: before.sharedRole },
      after: { shared_role: null },
    };
  },
});
