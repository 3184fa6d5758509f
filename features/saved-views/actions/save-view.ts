"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { savedViews } from "@/lib/db/schema";
import { saveViewRequest } from "../lib/saveable-lists";
import { auditedView, refuseRoleWithoutAccess, refuseTakenName } from "../lib/store";

/** Names the list's current filters and sorting, as its path and query, for the sidebar. */
export const saveView = defineAction({
  name: "saved_view.save",
  permission: "savedViews.manage",
  schema: saveViewRequest,
  target: () => ({ type: "saved_view", id: null }),
  async run(input, { db, user }) {
    // Saving needs the list itself too: a view of a page the role cannot open is of no use.
    refuseRoleWithoutAccess(input.pathname, user.role, "root");
    refuseRoleWithoutAccess(input.pathname, input.sharedRole, "sharedRole");
    await refuseTakenName(db, user.id, input.name);
    const [view] = await db
      .insert(savedViews)
      .values({
        ownerId: user.id,
        name: input.name,
        pathname: input.pathname,
        search: input.search,
        sharedRole: input.sharedRole,
      })
      .returning();
    return {
      data: { id: view!.id, name: view!.name },
      target: { type: "saved_view", id: view!.id },
      after: auditedView(view!),
    };
  },
});
