import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

/**
 * How long one directory query may run, in milliseconds: DIRECTORY_QUERY_TIMEOUT_MS, 3 s by
 * default. A list or a search answers in well under a second (docs/performance.md); one that
 * takes longer holds a connection others are waiting for, and is better cancelled and
 * explained.
 */
export function directoryQueryTimeoutMs(): number {
  const configured = Number(process.env.DIRECTORY_QUERY_TIMEOUT_MS);
  return Number.isInteger(configured) && configured > 0 ? configured : 3_000;
}

/** What a person is told when the directory was stopped for taking too long. */
export const DIRECTORY_TOO_SLOW =
  "The directory took too long to answer, so the search was stopped. Narrow it (more of the name, fewer words, or another filter) and try again.";

// A brand, not `instanceof`: the error may cross Next's bundles (docs/architecture.md).
const brand = "directoryTooSlow";

/** A directory query cancelled by its time limit; its message is DIRECTORY_TOO_SLOW. */
function directoryTooSlow(cause: unknown): Error {
  return Object.assign(new Error(DIRECTORY_TOO_SLOW, { cause }), { [brand]: true });
}

export const isDirectoryTooSlow = (error: unknown): boolean =>
  typeof error === "object" && error !== null && brand in error;

/** SQLSTATE 57014: the statement was cancelled (here by statement_timeout). */
function wasCancelled(error: unknown): boolean {
  // drizzle wraps the driver's error as `cause` ("Failed query: …"); follow the chain.
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === "57014") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs the directory reads of `read` in one transaction whose every statement PostgreSQL
 * cancels past directoryQueryTimeoutMs() (SET LOCAL: the limit ends with the transaction, and
 * the pooled connection goes back as it came). A cancelled read throws directoryTooSlow, which
 * each caller answers in words. PGlite runs it too; its work is bounded by the search text's
 * limits (search-text.ts), as its single connection cannot be interrupted from outside.
 */
export async function withinTimeLimit<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${directoryQueryTimeoutMs()}`));
      return read(tx as unknown as Db);
    });
  } catch (error) {
    throw wasCancelled(error) ? directoryTooSlow(error) : error;
  }
}
