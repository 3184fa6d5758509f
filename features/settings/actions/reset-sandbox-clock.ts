"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { moveSandboxClock } from "../lib/sandbox-clock";
import { resetClockInput } from "../lib/sandbox-clock-input";

/** Returns the built-in sandbox to real time (and the console's clock, when asked). */
export const resetSandboxClock = defineAction({
  name: "sandbox.clock.reset",
  permission: "settings.manage",
  kind: "provider",
  schema: resetClockInput,
  run: ({ withConsole }, { db }) =>
    moveSandboxClock(db, withConsole, () => camsClient().call("resetSandboxClock", { body: {} })),
});
