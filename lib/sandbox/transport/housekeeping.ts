import { lt } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { quotaWindows, requestIds } from "../tables/transport";

/** X-Unique-Ids are kept for twice the 24 hours the contract promises, then forgotten. */
const REQUEST_ID_RETENTION_MS = 48 * 3_600_000;
const QUOTA_RETENTION_MS = 3_600_000;
const EVERY_MS = 3_600_000;
let lastRun = 0;

/**
 * At most hourly per process, drops transport bookkeeping that can no longer matter, all in
 * real time: X-Unique-Ids past their retention, and quota windows past the hour. Not on the
 * sandbox's clock: an advance of two days would forget every id, and a client's retry of a
 * money movement whose answer it lost would move the money again.
 */
export async function housekeep(db: Db, real: Date): Promise<void> {
  // A time before the last run (a test's fake clock) runs it again rather than waiting.
  const since = real.getTime() - lastRun;
  if (since >= 0 && since < EVERY_MS) return;
  lastRun = real.getTime();
  await db
    .delete(requestIds)
    .where(lt(requestIds.seenAt, new Date(real.getTime() - REQUEST_ID_RETENTION_MS)));
  await db
    .delete(quotaWindows)
    .where(lt(quotaWindows.windowStart, new Date(real.getTime() - QUOTA_RETENTION_MS)));
}
