"use server";

import { AuthError } from "next-auth";
import { signIn } from "@/lib/console/auth";

/**
 * The sign-in form's state. `challenge` is set once the password was right and the account has a
 * second factor: the form then asks for the code.
 */
export type SignInState = { error?: string; email?: string; challenge?: string };

/** Only same-site paths: a crafted callbackUrl must not send a user elsewhere after sign-in. */
function safeDestination(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/login") ? path : "/";
}

export async function signInWithPassword(_prev: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "");
  const challenge = String(form.get("challenge") ?? "");
  const redirectTo = safeDestination(form.get("callbackUrl"));
  try {
    await signIn(
      "credentials",
      challenge
        ? { challenge, code: String(form.get("code") ?? ""), redirectTo }
        : { email, password: String(form.get("password") ?? ""), redirectTo },
    );
    return {};
  } catch (error) {
    if (!(error instanceof AuthError)) throw error; // includes the redirect on success
    const code = "code" in error && typeof error.code === "string" ? error.code : "";
    const asked = /^second-factor:([A-Za-z0-9_-]+)$/.exec(code);
    if (asked) return { email, challenge: asked[1] };
    const throttled = /^throttled:(\d+)$/.exec(code);
    if (throttled) {
      return {
        email,
        challenge: challenge || undefined,
        error: `Too many failed attempts for this account. Try again in ${throttled[1]} seconds.`,
      };
    }
    if (code === "challenge_ended") {
      return { email, error: "The code was not entered within 5 minutes. Sign in again." };
    }
    if (challenge) {
      return {
        email,
        challenge,
        error:
          "That code is not right or was already used. Enter the code your app shows now, or a recovery code.",
      };
    }
    return { email, error: "Email or password is incorrect." };
  }
}
