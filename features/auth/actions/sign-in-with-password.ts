"use server";

import { AuthError } from "next-auth";
import { signIn } from "@/lib/console/auth";

export type SignInState = { error?: string; email?: string };

/** Only same-site paths: a crafted callbackUrl must not send a user elsewhere after sign-in. */
function safeDestination(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/login") ? path : "/";
}

export async function signInWithPassword(_prev: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "");
  try {
    await signIn("credentials", {
      email,
      password: String(form.get("password") ?? ""),
      redirectTo: safeDestination(form.get("callbackUrl")),
    });
    return {};
  } catch (error) {
    if (!(error instanceof AuthError)) throw error; // includes the redirect on success
    const code = "code" in error && typeof error.code === "string" ? error.code : "";
    const throttled = /^throttled:(\d+)$/.exec(code);
    if (throttled) {
      return {
        email,
        error: `Too many failed attempts for this account. Try again in ${throttled[1]} seconds.`,
      };
    }
    return { email, error: "Email or password is incorrect." };
  }
}
