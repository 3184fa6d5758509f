"use server";

import { eq } from "drizzle-orm";
import { defineAction } from "@/lib/console/actions/define-action";
import { savedViews } from "@/lib/db/schema";
import { renameViewRequest } from "../lib/saveable-lists";
import { lockOwnView, refuseTakenName } from "../lib/store";

/** Renames one of the user's own views; a view shared with them is not theirs to rename. */
export const renameView = defineAction({
  name: "saved_view.rename",
  permission: "savedViews.manage",
  schema: renameViewRequest,
  target: ({ viewId }) => ({ type: "saved_view", id: viewId }),
  async run({ viewId, name }, { db, user }) {
    const before = await lockOwnView(db, user, viewId);
    await refuseTakenName(db, user.id, name, viewId);
    await db
      .update(savedViews)
      .set({ name, updatedAt: new Date() })
      .where(eq(savedViews.id, viewId));
    return {
      data: { id: viewId, name },
      target: { type: "saved_view", id: viewId },
      before: { name: before.name },
      after: { name },
    };
  },
});
