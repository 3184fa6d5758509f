/**
 * A refused sign-in is an expected event, already audited with its reason (authenticate.ts): it
 * is not logged again as an error with a stack trace. Anything else Auth.js reports is. Auth.js
 * gives every error the `type` of its class, inherited by subclasses such as ours.
 */
export function logAuthError(error: Error & { type?: string }): void {
  if (error.type === "CredentialsSignin") return;
  console.error("[auth]", error);
}
