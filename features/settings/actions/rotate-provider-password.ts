"use server";

import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient, camsClientConfigFromEnv } from "@/lib/console/cams-client";
import { rotatePassword } from "@/lib/console/provider-credentials";
import { providerPasswordChange } from "../lib/provider-password";

/**
 * POST /manage/password with the password the console holds as the current one. The new one is
 * kept sealed for every console process's next token; the audit entry names who and when,
 * never a password.
 */
export const rotateProviderPassword = defineAction({
  name: "provider.password.rotate",
  permission: "settings.manage",
  kind: "provider",
  schema: providerPasswordChange,
  async run({ new_password }, { db, user }) {
    const config = camsClientConfigFromEnv();
    await rotatePassword(db, camsClient(), config, new_password, user.id);
    return { data: null, target: { type: "provider", id: config.username } };
  },
});
