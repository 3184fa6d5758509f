"use server";

import { z } from "@/lib/cams/zod";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient, camsClientConfigFromEnv } from "@/lib/console/cams-client";
import { checkPendingRotation } from "@/lib/console/provider-credentials";

/** A rotation the provider did not answer: asks, with a token request, whether it took. */
export const checkProviderRotation = defineAction({
  name: "provider.password.check_rotation",
  permission: "settings.manage",
  kind: "provider",
  schema: z.strictObject({ pending_since: z.iso.datetime() }),
  async run({ pending_since }, { db, user }) {
    const config = camsClientConfigFromEnv();
    const since = new Date(pending_since);
    const outcome = await checkPendingRotation(db, camsClient(), config, since, user.id);
    return { data: outcome, target: { type: "provider", id: config.username }, after: { outcome } };
  },
});
