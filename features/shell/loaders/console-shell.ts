import "server-only";
import { redirect } from "next/navigation";
import { loadSidebarViews } from "@/features/saved-views/server";
import { getCurrentUser } from "@/lib/console/auth/session";
import { navigationFor } from "../lib/navigation";

/**
 * The signed-in user, the sections their role may open and their saved views (their own and
 * those shared with their role); no session goes to sign-in.
 */
export async function loadConsoleShell() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  return {
    user,
    navigation: navigationFor(user.role).map(({ href, label }) => ({ href, label })),
    savedViews: await loadSidebarViews(user),
  };
}

export type ConsoleShellView = Awaited<ReturnType<typeof loadConsoleShell>>;
