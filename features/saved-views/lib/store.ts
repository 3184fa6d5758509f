import "server-only";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { can } from "@/lib/console/auth/permissions";
import type { ConsoleUser } from "@/lib/console/auth/session";
import type { Db } from "@/lib/db";
import { type Role, type SavedView, savedViews, users } from "@/lib/db/schema";
import { saveableListOf, type VisibleView, viewHref } from "./saveable-lists";

export type { VisibleView };

/**
 * The views a user sees: their own, and those others shared with their role; only those whose
 * list the role may open (a view kept from before a change of role stays hidden). By name.
 */
export async function listVisibleViews(db: Db, user: ConsoleUser): Promise<VisibleView[]> {
  const rows = await db
    .select({ view: savedViews, ownerName: users.name })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(
      or(
        eq(savedViews.ownerId, user.id),
        and(ne(savedViews.ownerId, user.id), eq(savedViews.sharedRole, user.role)),
      ),
    )
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.createdAt));
  return rows.flatMap(({ view, ownerName }) => {
    const list = saveableListOf(view.pathname);
    if (!list || !can(user.role, list.permission)) return [];
    return [
      {
        id: view.id,
        name: view.name,
        href: viewHref(view),
        pathname: view.pathname,
        search: view.search,
        list: list.label,
        sharedRole: view.sharedRole,
        mine: view.ownerId === user.id,
        ownerName,
      },
    ];
  });
}

/**
 * The user's own view, locked for the change. Another's view shared with them is read-only;
 * any other id is "not found", so nobody learns what others keep.
 */
export async function lockOwnView(db: Db, user: ConsoleUser, id: string): Promise<SavedView> {
  const [view] = await db.select().from(savedViews).where(eq(savedViews.id, id)).for("update");
  if (view?.ownerId === user.id) return view;
  if (view && view.sharedRole === user.role)
    throw new ActionRefusal("READ_ONLY", "Only the person who saved this view can change it.");
  throw new ActionRefusal("NOT_FOUND", "That view no longer exists.");
}

/** Refuses a name the owner already uses for another view, whatever its capitals. */
export async function refuseTakenName(db: Db, ownerId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.ownerId, ownerId),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId ? ne(savedViews.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) {
    const message = `You already have a view named “${name}”. Choose another name.`;
    // VALIDATION: the form shows it on the name field alone.
    throw new ActionRefusal("VALIDATION", message, { name: message });
  }
}

/** Refuses sharing with a role that could not open the list: the view would never show to it. */
export function refuseRoleWithoutAccess(pathname: string, role: Role | null, field: string) {
  const list = saveableListOf(pathname);
  if (!list) throw new ActionRefusal("NOT_SAVEABLE", "This page cannot be saved as a view.");
  if (role && !can(role, list.permission)) {
    const message = `The ${role} role cannot open ${list.label}, so the view would not show for it.`;
    throw new ActionRefusal(field === "root" ? "FORBIDDEN" : "VALIDATION", message, {
      [field]: message,
    });
  }
}

/** What the audit log keeps of a view: enough to tell which list and filters it was. */
export const auditedView = (
  view: Pick<SavedView, "name" | "pathname" | "search" | "sharedRole">,
) => ({
  name: view.name,
  href: viewHref(view),
  shared_role: view.sharedRole,
});
