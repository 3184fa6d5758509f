import type { Db } from "@/lib/db";
import { requestIds } from "../tables/transport";

export type RequestId = { apiKey: string; uniqueId: string };

/**
 * Remembers an X-Unique-Id for its API key; false when it was already there. The insert is the
 * check, so of concurrent requests with one id exactly one passes. Inside an operation's
 * transaction it commits with what the operation did, or not at all: a server stopped between
 * the two cannot leave an id remembered for a movement never made (the retry under that id
 * would be refused, and the movement lost). `seenAt` is real time, never the sandbox's clock:
 * retention must not end because an admin moved the clock on (housekeeping.ts).
 */
export async function rememberRequestId(
  db: Db,
  { apiKey, uniqueId }: RequestId,
  seenAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(requestIds)
    .values({ apiKey, uniqueId, seenAt })
    .onConflictDoNothing()
    .returning({ uniqueId: requestIds.uniqueId });
  return inserted.length === 1;
}
