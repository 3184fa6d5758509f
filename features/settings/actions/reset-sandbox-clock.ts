"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { moveSandboxClock } from "../lib/sandbox-clock";
import { resetClockInput } from "../lib/sandbox-clock-input";

/**
 * Returns the built-in sandbox to real time, and the console's clock with it, whether or not it
 * was moved with the sandbox's: back is always safe, and a shifted console clock left behind
 * would keep cases falling due early.
 */
export const resetSandboxClock = defineAction({
  name: "sandbox.clock.reset",
  permission: "settings.manage",
  kind: "provider",
  schema: resetClockInput,
  run: (_, { db }) =>
    moveSandboxClock(db, true, () => camsClient().call("resetSandboxClock", { body: {} })),
});
