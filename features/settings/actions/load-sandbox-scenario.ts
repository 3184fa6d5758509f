"use server";

import { sandboxScenarios } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { replaceSandboxState } from "../lib/sandbox-state";

/** Empties the built-in sandbox and builds a scenario in it (the demo cast). */
export const loadSandboxScenario = defineAction({
  name: "sandbox.load_scenario",
  permission: "settings.manage",
  kind: "provider",
  schema: z.strictObject({ name: z.enum(sandboxScenarios, { error: "Choose a scenario" }) }),
  run: ({ name }, { db }) =>
    replaceSandboxState(db, () =>
      camsClient().call("loadSandboxScenario", { params: { name }, body: {} }),
    ),
});
