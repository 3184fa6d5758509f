import "server-only";
import {
  hasSecondFactor,
  pendingSecret,
  secondFactorRequired,
  unusedRecoveryCodes,
} from "@/lib/console/auth/second-factor";
import { currentSessionId, requirePagePermission } from "@/lib/console/auth/session";
import { listSessions } from "@/lib/console/auth/sessions";
import { deploymentFromEnv } from "@/lib/console/deployment";
import { deviceWords } from "../lib/device";
import { qrRows } from "../lib/qr";

/**
 * A user's own sign-in security: their second factor, enrolled or being set up, and the browsers
 * they are signed in on. A secret being set up is shown again after a reload, so a half-done
 * enrolment is not lost.
 */
export async function loadSecurityPage() {
  const { db, user } = await requirePagePermission("security.self");
  const [enrolled, required, pending, recoveryLeft, sessions, current] = await Promise.all([
    hasSecondFactor(db, user.id),
    secondFactorRequired(db),
    pendingSecret(db, user),
    unusedRecoveryCodes(db, user.id),
    listSessions(db, user.id),
    currentSessionId(),
  ]);
  return {
    email: user.email,
    enrolled,
    required,
    demo: deploymentFromEnv().demo,
    pending: pending && { secret: pending.secret, qr: qrRows(pending.uri) },
    recoveryLeft,
    // This browser first, then the others, most recently seen first.
    sessions: sessions
      .toSorted((a, b) => Number(b.id === current) - Number(a.id === current))
      .map((session) => ({
        id: session.id,
        device: deviceWords(session.userAgent),
        ip: session.ip,
        signedInAt: session.signedInAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.id === current,
      })),
  };
}

export type SecurityPageView = Awaited<ReturnType<typeof loadSecurityPage>>;
