import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { SandboxConfig } from "../config";
import { apiUsers } from "../tables/transport";
import { hashApiPassword } from "./password-hash";

export type ApiUser = typeof apiUsers.$inferSelect;

/**
 * Creates the programme's API user from the SANDBOX_* settings if it does not exist yet. An
 * existing user is left alone, so a password changed through /manage/password survives restarts.
 */
export async function ensureApiUser(db: Db, config: SandboxConfig): Promise<void> {
  const [existing] = await db
    .select({ id: apiUsers.id })
    .from(apiUsers)
    .where(eq(apiUsers.username, config.username));
  if (existing) return;
  await db
    .insert(apiUsers)
    .values({
      username: config.username,
      passwordHash: await hashApiPassword(config.password),
      apiKey: config.apiKey,
      clientId: config.clientId,
      clientKey: config.clientKey,
    })
    .onConflictDoNothing();
}

export async function findApiUserByKey(db: Db, apiKey: string): Promise<ApiUser | null> {
  const [row] = await db.select().from(apiUsers).where(eq(apiUsers.apiKey, apiKey));
  return row ?? null;
}
