import type { Db } from "@/lib/db";
import { requestIds } from "../tables/transport";

/**
 * Remembers an X-Unique-Id for an API key; false when it was already seen. The insert is the
 * check, so concurrent requests with one id cannot both pass.
 */
export async function rememberRequestId(
  db: Db,
  apiKey: string,
  uniqueId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(requestIds)
    .values({ apiKey, uniqueId, seenAt: now })
    .onConflictDoNothing()
    .returning({ uniqueId: requestIds.uniqueId });
  return inserted.length === 1;
}
