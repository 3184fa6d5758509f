import "server-only";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";
import { readOrExplain } from "@/lib/console/read-or-explain";

/** The built-in sandbox's scenarios and saved states; nothing on a real provider. */
export async function loadSandboxPage() {
  const { db } = await requirePagePermission("settings.manage");
  if (!onSandbox()) return { onSandbox: false as const };
  const states = await readOrExplain(db, camsClient().call("listSandboxStates"));
  return { onSandbox: true as const, states };
}

export type SandboxPageView = Awaited<ReturnType<typeof loadSandboxPage>>;
