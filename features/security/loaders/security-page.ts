import "server-only";
import {
  hasSecondFactor,
  pendingSecret,
  secondFactorRequired,
  unusedRecoveryCodes,
} from "@/lib/console/auth/second-factor";
import { requirePagePermission } from "@/lib/console/auth/session";
import { deploymentFromEnv } from "@/lib/console/deployment";
import { qrRows } from "../lib/qr";

/**
 * A user's own sign-in security: their second factor, enrolled or being set up. A secret being
 * set up is shown again after a reload, so a half-done enrolment is not lost.
 */
export async function loadSecurityPage() {
  const { db, user } = await requirePagePermission("security.self");
  const [enrolled, required, pending, recoveryLeft] = await Promise.all([
    hasSecondFactor(db, user.id),
    secondFactorRequired(db),
    pendingSecret(db, user),
    unusedRecoveryCodes(db, user.id),
  ]);
  return {
    email: user.email,
    enrolled,
    required,
    demo: deploymentFromEnv().demo,
    pending: pending && { secret: pending.secret, qr: qrRows(pending.uri) },
    recoveryLeft,
  };
}

export type SecurityPageView = Awaited<ReturnType<typeof loadSecurityPage>>;
