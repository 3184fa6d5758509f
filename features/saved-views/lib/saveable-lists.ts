// What a stored view may hold: the requests' schemas, on the rules of saveable-paths.ts. Zod, so
// only the actions and the forms that send them import this (the shell's button loads its form
// when opened).
import { z } from "@/lib/cams/zod";
import { roles } from "@/lib/db/schema/roles";
import { canonicalQuery, MAX_VIEW_NAME, saveableListOf } from "./saveable-paths";

export {
  canonicalQuery,
  saveableListOf,
  saveableLists,
  type VisibleView,
  viewHref,
} from "./saveable-paths";

export const viewName = z
  .string({ error: "Enter a name for the view" })
  .trim()
  .min(1, "Enter a name for the view")
  .max(MAX_VIEW_NAME, `Keep the name to ${MAX_VIEW_NAME} characters or fewer`);

const roleChoice = z.enum(roles, {
  error: "Choose a role",
});

const viewId = z.uuid({ error: "That view does not exist" });

/** What the Save view dialog sends: the name, the list's path and query, and a role or none. */
export const saveViewRequest = z.strictObject({
  name: viewName,
  pathname: z
    .string({ error: "This page cannot be saved as a view" })
    .refine((p) => saveableListOf(p) !== null, "This page cannot be saved as a view"),
  search: z.string({ error: "This page's filters cannot be saved" }).transform((s, ctx) => {
    const canonical = canonicalQuery(s);
    if (canonical === null) {
      ctx.addIssue({ code: "custom", message: "This page's filters cannot be saved" });
      return z.NEVER;
    }
    return canonical;
  }),
  sharedRole: roleChoice.nullable(),
});

export const renameViewRequest = z.strictObject({ viewId, name: viewName });
export const shareViewRequest = z.strictObject({ viewId, role: roleChoice });
export const viewRequest = z.strictObject({ viewId });
