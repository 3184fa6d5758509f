import "server-only";
import type { ConsoleUser } from "@/lib/console/auth/session";
import { requirePagePermission } from "@/lib/console/auth/session";
import { getDb } from "@/lib/db";
import { listVisibleViews } from "../lib/store";

/** The sidebar's saved views for the signed-in user (the shell has checked the session). */
export async function loadSidebarViews(user: ConsoleUser) {
  const views = await listVisibleViews(await getDb(), user);
  return views.map(({ id, name, pathname, search, mine }) => ({
    id,
    name,
    pathname,
    search,
    mine,
  }));
}

/** The Saved views page: the user's own views to manage, and those shared with their role. */
export async function loadSavedViewsPage() {
  const { db, user } = await requirePagePermission("savedViews.manage");
  const views = await listVisibleViews(db, user);
  return {
    role: user.role,
    own: views.filter((v) => v.mine),
    shared: views.filter((v) => !v.mine),
  };
}

export type SavedViewsPageView = Awaited<ReturnType<typeof loadSavedViewsPage>>;
