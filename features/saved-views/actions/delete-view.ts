"use server";

import { eq } from "drizzle-orm";
import { defineAction } from "@/lib/console/actions/define-action";
import { savedViews } from "@/lib/db/schema";
import { viewRequest } from "../lib/saveable-lists";
import { auditedView, lockOwnView } from "../lib/store";

/** Deletes one of the user's own views (the page asks first); it leaves every sidebar. */
export const deleteView = defineAction({
  name: "saved_view.delete",
  permission: "savedViews.manage",
  schema: viewRequest,
  target: ({ viewId }) => ({ type: "saved_view", id: viewId }),
  async run({ viewId }, { db, user }) {
    const before = await lockOwnView(db, user, viewId);
    await db.delete(savedViews).where(eq(savedViews.id, viewId));
    return {
      data: { id: viewId },
      target: { type: "saved_view", id: viewId },
      before: auditedView(before),
    };
  },
});
