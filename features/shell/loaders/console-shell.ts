import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/console/auth/session";
import { navigationFor } from "../lib/navigation";

/** The signed-in user and the sections their role may open; no session goes to sign-in. */
export async function loadConsoleShell() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  return { user, navigation: navigationFor(user.role).map(({ href, label }) => ({ href, label })) };
}

export type ConsoleShellView = Awaited<ReturnType<typeof loadConsoleShell>>;
