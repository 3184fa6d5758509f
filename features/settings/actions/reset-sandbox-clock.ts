"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { moveSandboxClock, unpinFutureStates } from "../lib/sandbox-clock";
import { resetClockInput } from "../lib/sandbox-clock-input";

/**
 * Returns the built-in sandbox to real time, and the console's clock with it, whether or not it
 * was moved with the sandbox's: back is always safe, and a shifted console clock left behind
 * would keep cases falling due early. States the console derived from events dated ahead are
 * re-dated now, so the events to come still replace them.
 */
export const resetSandboxClock = defineAction({
  name: "sandbox.clock.reset",
  permission: "settings.manage",
  kind: "provider",
  schema: resetClockInput,
  run: async (_, { db }) => {
    const moved = await moveSandboxClock(db, true, () =>
      camsClient().call("resetSandboxClock", { body: {} }),
    );
    await unpinFutureStates(db, new Date());
    return moved;
  },
});
