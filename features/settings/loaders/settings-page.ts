import "server-only";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listUsers } from "@/lib/console/auth/users";

/** The console's users, for an admin; `me` cannot disable or demote themselves. */
export async function loadSettingsPage() {
  const { db, user: me } = await requirePagePermission("settings.manage");
  return { users: await listUsers(db), meId: me.id };
}

export type SettingsPageView = Awaited<ReturnType<typeof loadSettingsPage>>;
