import { eq, or } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { SandboxConfig } from "../config";
import { apiUsers } from "../tables/transport";
import { hashApiPassword, verifyApiPassword } from "./password-hash";
import { revokeAccessTokens } from "./tokens";

export type ApiUser = typeof apiUsers.$inferSelect;

/** The credentials as configured, in one string a hash can be kept of. */
function configured(config: SandboxConfig): string {
  return JSON.stringify([
    config.username,
    config.password,
    config.apiKey,
    config.clientId,
    config.clientKey,
  ]);
}

/**
 * Makes the programme's API user match the SANDBOX_* settings. Settings the row was not made
 * from (a new key or password in the environment) are applied, and the tokens issued under the
 * old ones end. The same settings as last time leave the row alone, so a password changed
 * through /manage/password survives restarts.
 */
export async function ensureApiUser(db: Db, config: SandboxConfig): Promise<void> {
  const [existing] = await db
    .select({ id: apiUsers.id, configuredHash: apiUsers.configuredHash })
    .from(apiUsers)
    .where(or(eq(apiUsers.username, config.username), eq(apiUsers.apiKey, config.apiKey)))
    .limit(1);
  if (
    existing?.configuredHash &&
    (await verifyApiPassword(existing.configuredHash, configured(config)))
  )
    return;
  const values = {
    username: config.username,
    passwordHash: await hashApiPassword(config.password),
    apiKey: config.apiKey,
    clientId: config.clientId,
    clientKey: config.clientKey,
    configuredHash: await hashApiPassword(configured(config)),
  };
  if (!existing) {
    await db.insert(apiUsers).values(values).onConflictDoNothing();
    return;
  }
  await db.transaction(async (tx) => {
    await tx.update(apiUsers).set(values).where(eq(apiUsers.id, existing.id));
    await revokeAccessTokens(tx, existing.id);
  });
}

export async function findApiUserByKey(db: Db, apiKey: string): Promise<ApiUser | null> {
  const [row] = await db.select().from(apiUsers).where(eq(apiUsers.apiKey, apiKey));
  return row ?? null;
}
