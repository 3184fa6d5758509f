import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { accessTokens } from "../tables/transport";
import { shortCache } from "./short-cache";

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueAccessToken(db: Db, apiUserId: string, ttlSeconds: number, now: Date) {
  const token = randomBytes(32).toString("base64url");
  // Expired tokens of this user are of no further use; dropping them keeps the table small.
  await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.apiUserId, apiUserId), lt(accessTokens.expiresAt, now)));
  await db.insert(accessTokens).values({
    tokenHash: digest(token),
    apiUserId,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

type KnownToken = { apiUserId: string; expiresAt: Date };
const knownTokens = shortCache<KnownToken>();

type TokenCheck = { status: "valid" } | { status: "expired" } | { status: "invalid" };

/**
 * A token is valid only for the API user whose key came with the request, until it expires
 * (checked on every request, cached or not). A token found is kept a few seconds
 * (short-cache.ts); one not found is asked for again every time.
 */
export async function checkAccessToken(
  db: Db,
  token: string,
  apiUserId: string,
  now: Date,
): Promise<TokenCheck> {
  const tokenHash = digest(token);
  const row = await knownTokens.get(db, tokenHash, async () => {
    const [found] = await db
      .select({ apiUserId: accessTokens.apiUserId, expiresAt: accessTokens.expiresAt })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, tokenHash));
    return found ?? null;
  });
  if (!row || row.apiUserId !== apiUserId) return { status: "invalid" };
  return row.expiresAt.getTime() <= now.getTime() ? { status: "expired" } : { status: "valid" };
}

/** After a password change every earlier token stops working. */
export async function revokeAccessTokens(db: Db, apiUserId: string) {
  knownTokens.clear();
  await db.delete(accessTokens).where(eq(accessTokens.apiUserId, apiUserId));
}
