import "server-only";
import { holdNotice } from "@/lib/console/approvals/hold-notice";
import { policiesForForms } from "@/lib/console/approvals/store";
import { secondFactorRequired } from "@/lib/console/auth/second-factor";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listUsers } from "@/lib/console/auth/users";

/** The console's users, for an admin; `me` cannot disable or demote themselves. */
export async function loadSettingsPage() {
  const { db, user: me } = await requirePagePermission("settings.manage");
  const [users, policies, secondFactor] = await Promise.all([
    listUsers(db),
    policiesForForms(db, ["user_role_change"]),
    secondFactorRequired(db),
  ]);
  return {
    users,
    meId: me.id,
    secondFactorRequired: secondFactor,
    /** "This role change will wait for …", said before anyone saves a role. */
    roleHold: holdNotice(policies.user_role_change, "role change"),
  };
}

export type SettingsPageView = Awaited<ReturnType<typeof loadSettingsPage>>;
