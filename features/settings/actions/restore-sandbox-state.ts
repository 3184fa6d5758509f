"use server";

import { sandboxStateName } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { replaceSandboxState } from "../lib/sandbox-state";

/** Puts a saved state of the built-in sandbox back; what was made since is gone. */
export const restoreSandboxState = defineAction({
  name: "sandbox.restore_state",
  permission: "settings.manage",
  kind: "provider",
  schema: z.strictObject({ name: sandboxStateName }),
  run: ({ name }, { db }) =>
    replaceSandboxState(db, () =>
      camsClient().call("restoreSandboxState", { params: { name }, body: {} }),
    ),
});
