/**
 * A refused sign-in is an expected event, already audited with its reason (authenticate.ts): it
 * is not logged again as an error with a stack trace. Nor is a session token past its expiry: a
 * session that idled out (its token, re-issued at most once a minute, can expire up to a minute
 * before its cookie does); Auth.js clears the cookie and the person signs in again. Anything
 * else Auth.js reports is logged. Auth.js gives every error the `type` of its class, inherited
 * by subclasses such as ours.
 */
export function logAuthError(error: Error & { type?: string; cause?: unknown }): void {
  if (error.type === "CredentialsSignin") return;
  if (error.type === "JWTSessionError" && isExpiredToken(error.cause)) return;
  console.error("[auth]", error);
}

/** jose's JWTExpired, as Auth.js wraps it (its `code`, since classes differ across bundles). */
function isExpiredToken(cause: unknown): boolean {
  const inner = (cause as { err?: unknown } | undefined)?.err ?? cause;
  return (inner as { code?: unknown } | undefined)?.code === "ERR_JWT_EXPIRED";
}
