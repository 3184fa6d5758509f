"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { advanceBody, moveSandboxClock } from "../lib/sandbox-clock";
import { advanceClockInput } from "../lib/sandbox-clock-input";

/**
 * Moves the built-in sandbox's time forward: what falls due on the way (settlements, card
 * dispatches, expiries, webhooks) happens before the answer.
 */
export const advanceSandboxClock = defineAction({
  name: "sandbox.clock.advance",
  permission: "settings.manage",
  kind: "provider",
  schema: advanceClockInput,
  run: ({ step, to, withConsole }, { db }) =>
    moveSandboxClock(db, withConsole, async () =>
      camsClient().call("advanceSandboxClock", { body: await advanceBody(step, to) }),
    ),
});
