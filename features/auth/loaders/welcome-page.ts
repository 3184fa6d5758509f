import "server-only";
import { readLink } from "@/lib/console/auth/links";
import { getDb } from "@/lib/db";

/** A one-time link's page: whose it is and what it is for, or why it no longer opens. */
export async function loadWelcomePage(token: string) {
  const link = await readLink(await getDb(), token);
  return link.ok
    ? {
        ok: true as const,
        token,
        purpose: link.purpose,
        email: link.user.email,
        name: link.user.name,
      }
    : { ok: false as const, reason: link.reason };
}

export type WelcomePageView = Awaited<ReturnType<typeof loadWelcomePage>>;
