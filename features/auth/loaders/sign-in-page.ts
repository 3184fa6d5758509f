import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/console/auth/session";
import { deploymentFromEnv } from "@/lib/console/deployment";
import { DEMO_PASSWORD, demoUsers } from "@/lib/console/seed";

/**
 * A signed-in visitor goes to the console. The proxy passes an absolute callback URL; only its
 * path is kept, so the form can never send anyone to another site. A demo deployment names its
 * demo accounts, so a visitor can sign in at once.
 */
export async function loadSignInPage(callbackUrl: string | undefined) {
  if (await getCurrentUser()) redirect("/");
  const deployment = deploymentFromEnv();
  return {
    callbackUrl: callbackUrl ? new URL(callbackUrl, "http://local").pathname : undefined,
    demoAccounts:
      deployment.demo && deployment.seedDemoUsers
        ? { users: demoUsers.map(({ email, role }) => ({ email, role })), password: DEMO_PASSWORD }
        : null,
  };
}

export type SignInPageView = Awaited<ReturnType<typeof loadSignInPage>>;
