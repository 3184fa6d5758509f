import "server-only";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { consoleClockOffsetMs } from "@/lib/console/clock";
import { onSandbox } from "@/lib/console/on-sandbox";
import { readOrExplain } from "@/lib/console/read-or-explain";

/** The built-in sandbox's clock, scenarios and saved states; nothing on a real provider. */
export async function loadSandboxPage() {
  const { db } = await requirePagePermission("settings.manage");
  if (!onSandbox()) return { onSandbox: false as const };
  const [states, clock, consoleOffsetMs] = await Promise.all([
    readOrExplain(db, camsClient().call("listSandboxStates")),
    readOrExplain(db, camsClient().call("getSandboxClock")),
    consoleClockOffsetMs(db),
  ]);
  return {
    onSandbox: true as const,
    states,
    clock,
    consoleOffsetSeconds: Math.round(consoleOffsetMs / 1000),
  };
}

export type SandboxPageView = Awaited<ReturnType<typeof loadSandboxPage>>;
