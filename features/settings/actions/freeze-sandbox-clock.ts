"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { moveSandboxClock } from "../lib/sandbox-clock";
import { freezeClockInput } from "../lib/sandbox-clock-input";

/** Stops the built-in sandbox's time where it is, or lets it run on from there. */
export const freezeSandboxClock = defineAction({
  name: "sandbox.clock.freeze",
  permission: "settings.manage",
  kind: "provider",
  schema: freezeClockInput,
  run: ({ frozen, withConsole }, { db }) =>
    moveSandboxClock(db, withConsole, () =>
      camsClient().call(frozen ? "freezeSandboxClock" : "unfreezeSandboxClock", { body: {} }),
    ),
});
