import "server-only";
import { eq } from "drizzle-orm";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient, camsClientConfigFromEnv } from "@/lib/console/cams-client";
import { setting } from "@/lib/console/deployment";
import { rotationState } from "@/lib/console/provider-credentials";
import { users } from "@/lib/db/schema";

/**
 * Who the console is to the provider, and its credentials' state: never a secret. The token is
 * this server process's own (each process keeps one in memory).
 */
export async function loadProviderPage() {
  const { db } = await requirePagePermission("settings.manage");
  const config = camsClientConfigFromEnv();
  const rotation = await rotationState(db, config);
  const [rotatedBy] = rotation.rotatedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, rotation.rotatedBy))
    : [];
  const token = camsClient().tokenStatus?.() ?? null;
  return {
    baseUrl: config.baseUrl,
    username: config.username,
    builtInSandbox: !setting(process.env, "CAMS_BASE_URL"),
    rotation: { ...rotation, rotatedByEmail: rotatedBy?.email ?? null },
    token: token && { issuedAt: new Date(token.issuedAt), expiresAt: new Date(token.expiresAt) },
  };
}

export type ProviderPageView = Awaited<ReturnType<typeof loadProviderPage>>;
