"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { startEnrolment } from "@/lib/console/auth/second-factor";
import { startSecondFactorInput } from "../lib/second-factor-input";

/**
 * Makes a new secret for the user to scan; the page shows it (and its QR code) until one code
 * confirms it. Starting again replaces a secret not yet confirmed.
 */
export const startSecondFactorEnrolment = defineAction({
  name: "user.start_second_factor",
  permission: "security.self",
  kind: "console",
  schema: startSecondFactorInput,
  async run(_input, { db, user }) {
    const started = await startEnrolment(db, user);
    if (!started)
      throw new ActionRefusal(
        "ALREADY_ENROLLED",
        "You already have a second factor. An admin can reset it if you lost your phone.",
      );
    return { data: null, target: { type: "user", id: user.email } };
  },
});
