import { eq, or } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { SandboxConfig } from "../config";
import { apiUsers } from "../tables/transport";
import { hashApiPassword, verifyApiPassword } from "./password-hash";
import { shortCache } from "./short-cache";
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
  forgetApiUsers();
  if (!existing) {
    await db.insert(apiUsers).values(values).onConflictDoNothing();
    return;
  }
  await db.transaction(async (tx) => {
    await tx.update(apiUsers).set(values).where(eq(apiUsers.id, existing.id));
    await revokeAccessTokens(tx, existing.id);
  });
}

const knownUsers = shortCache<ApiUser>();

/**
 * The API user of a key, kept a few seconds (short-cache.ts). `fresh` reads the row: /token and
 * /manage/password check the password against it, which must be the current one.
 */
export async function findApiUserByKey(
  db: Db,
  apiKey: string,
  { fresh = false } = {},
): Promise<ApiUser | null> {
  return knownUsers.get(
    db,
    apiKey,
    async () => {
      const [row] = await db.select().from(apiUsers).where(eq(apiUsers.apiKey, apiKey));
      return row ?? null;
    },
    fresh,
  );
}

/** After the API user's row changed (settings applied, password changed). */
export function forgetApiUsers(): void {
  knownUsers.clear();
}
