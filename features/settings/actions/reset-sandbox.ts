"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { resetConfirmation } from "../lib/reset-confirmation";
import { replaceSandboxState } from "../lib/sandbox-state";

/** Empties the built-in sandbox: no customer, corporate, account or card is left. */
export const resetSandbox = defineAction({
  name: "sandbox.reset",
  permission: "settings.manage",
  kind: "provider",
  schema: resetConfirmation,
  run: (_, { db }) =>
    replaceSandboxState(db, () => camsClient().call("resetSandbox", { body: {} })),
});
