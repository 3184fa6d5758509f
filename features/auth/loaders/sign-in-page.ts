import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/console/auth/session";

/**
 * A signed-in visitor goes to the console. The proxy passes an absolute callback URL; only its
 * path is kept, so the form can never send anyone to another site.
 */
export async function loadSignInPage(callbackUrl: string | undefined) {
  if (await getCurrentUser()) redirect("/");
  return callbackUrl ? new URL(callbackUrl, "http://local").pathname : undefined;
}
