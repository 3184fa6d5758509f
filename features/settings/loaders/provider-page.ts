import "server-only";
import { eq } from "drizzle-orm";
import { holdNotice } from "@/lib/console/approvals/hold-notice";
import { policiesForForms } from "@/lib/console/approvals/store";
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
  const [rotation, policies] = await Promise.all([
    rotationState(db, config),
    policiesForForms(db, ["provider_password_rotation"]),
  ]);
  const [rotatedBy] = rotation.rotatedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, rotation.rotatedBy))
    : [];
  const token = camsClient().tokenStatus?.() ?? null;
  return {
    baseUrl: config.baseUrl,
    username: config.username,
    builtInSandbox: !setting(process.env, "CAMS_BASE_URL"),
    rotation: { ...rotation, rotatedByEmail: rotatedBy?.email ?? null },
    /** "This password rotation will wait for …", said in the rotation's confirmation. */
    rotationHold: holdNotice(policies.provider_password_rotation, "password rotation"),
    token: token && { issuedAt: new Date(token.issuedAt), expiresAt: new Date(token.expiresAt) },
  };
}

export type ProviderPageView = Awaited<ReturnType<typeof loadProviderPage>>;
