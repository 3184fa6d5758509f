import "server-only";
import { redirect } from "next/navigation";
import { countAwaiting, loadDecisionNotices } from "@/features/approvals/server";
import { loadSidebarViews } from "@/features/saved-views/server";
import { getCurrentUser } from "@/lib/console/auth/session";
import { consoleClockOffsetMs } from "@/lib/console/clock";
import { getDb } from "@/lib/db";
import { navigationFor } from "../lib/navigation";

/**
 * The signed-in user, the sections their role may open and their saved views (their own and
 * those shared with their role); no session goes to sign-in.
 */
export async function loadConsoleShell() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  // What waits for this person's decision: the count shown beside Approvals.
  const db = await getDb();
  const [awaiting, notices, savedViews, clockOffsetMs] = await Promise.all([
    countAwaiting(db, user),
    loadDecisionNotices(db, user.id),
    loadSidebarViews(user),
    consoleClockOffsetMs(db),
  ]);
  return {
    user,
    notices,
    savedViews,
    /** How far a demo shifted the console's clock (Settings → Sandbox); 0 on real time. */
    clockOffsetSeconds: Math.round(clockOffsetMs / 1000),
    navigation: navigationFor(user.role).map(({ href, label }) => ({
      href,
      label,
      count: href === "/approvals" ? awaiting : 0,
    })),
  };
}

export type ConsoleShellView = Awaited<ReturnType<typeof loadConsoleShell>>;
