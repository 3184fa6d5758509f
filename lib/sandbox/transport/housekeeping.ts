import { lt } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { quotaWindows, requestIds } from "../tables/transport";

/** X-Unique-Ids are kept for twice the 24 hours the contract promises, then forgotten. */
const REQUEST_ID_RETENTION_MS = 48 * 3_600_000;
const QUOTA_RETENTION_MS = 3_600_000;
const EVERY_MS = 3_600_000;
let lastRun = 0;

/**
 * At most hourly per process, on the sandbox's clock, drops transport bookkeeping that can no
 * longer matter. A clock set back (a reset) runs it again at once rather than waiting for the
 * old time to come round.
 */
export async function housekeep(db: Db, now: Date): Promise<void> {
  const since = now.getTime() - lastRun;
  if (since >= 0 && since < EVERY_MS) return;
  lastRun = now.getTime();
  await db
    .delete(requestIds)
    .where(lt(requestIds.seenAt, new Date(now.getTime() - REQUEST_ID_RETENTION_MS)));
  await db
    .delete(quotaWindows)
    .where(lt(quotaWindows.windowStart, new Date(now.getTime() - QUOTA_RETENTION_MS)));
}
