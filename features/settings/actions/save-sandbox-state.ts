"use server";

import { saveSandboxStateRequest } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { ActionRefusal } from "@/lib/console/actions/refusal";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";

/** Saves the built-in sandbox's state under a name; nothing in the console changes. */
export const saveSandboxState = defineAction({
  name: "sandbox.save_state",
  permission: "settings.manage",
  kind: "provider",
  schema: saveSandboxStateRequest,
  async run(body) {
    if (!onSandbox()) {
      throw new ActionRefusal(
        "NOT_SANDBOX",
        "Only the sandbox built into the console can do this.",
      );
    }
    const saved = await camsClient().call("saveSandboxState", { body });
    return { data: saved, target: { type: "sandbox", id: saved.name }, after: saved };
  },
});
