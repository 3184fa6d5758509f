import "server-only";
import { markSandboxStateReplaced } from "@/features/events/server";
import { isCamsError } from "@/lib/cams/client";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, scheduleBackfill, seenCorporate } from "@/lib/console/directory";
import { onSandbox } from "@/lib/console/on-sandbox";
import type { Db } from "@/lib/db";
import { directoryEntries, pendingProducts } from "@/lib/db/schema";

/**
 * The console's records of the old state: the directory (refilled by a backfill the next sync
 * runs, and as pages and webhooks name things) and the items waiting for a retry (which name
 * customers the new state may not have) go; the events stay, marked stale. Answers how many
 * events were marked.
 */
async function retireOldState(db: Db): Promise<number> {
  await db.delete(directoryEntries);
  await scheduleBackfill(db);
  await db.delete(pendingProducts);
  return markSandboxStateReplaced(db);
}

/** Corporates read at once while entering a new state's: a few, not hundreds of requests. */
const CORPORATE_READS = 4;

/**
 * The new state's corporates, read and entered in the directory: the provider cannot list
 * them, so the backfill (customers only) would never find them, and the Corporates list would
 * stay empty. A read that fails is logged and skipped: the state is changed all the same, and
 * the corporate enters the directory when someone opens it.
 */
async function enterCorporates(db: Db, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CORPORATE_READS) {
    await Promise.all(
      ids.slice(i, i + CORPORATE_READS).map((id) =>
        camsClient()
          .call("getCorporate", { params: { corporate_id: id } })
          .then((corporate) => recordSeenQuietly(db, seenCorporate(corporate)))
          .catch((error) => console.warn(`[sandbox] could not read corporate ${id}`, error)),
      ),
    );
  }
}

/** Refuses anything but the built-in sandbox: a real provider has no such operations. */
export function requireSandbox(): void {
  if (!onSandbox()) {
    throw new ActionRefusal("NOT_SANDBOX", "Only the sandbox built into the console can do this.");
  }
}

/**
 * A change of the built-in sandbox's whole state, then the console's own tables made to agree:
 * the events received before are marked stale, and the new state's corporates are entered in
 * the directory. Refused on a real provider, which has no such
 * operation.
 */
export async function replaceSandboxState<
  T extends { name: string | null; rows: number; corporate_ids?: string[] },
>(db: Db, change: () => Promise<T>) {
  requireSandbox();
  let result: T;
  try {
    result = await change();
  } catch (error) {
    // A refusal changed nothing. Anything else (a scenario half built, a timeout) may have
    // emptied the sandbox: the console's records of the old state are retired all the same.
    if (!(isCamsError(error) && error.httpStatus < 500)) await retireOldState(db);
    throw error;
  }
  const staleEvents = await retireOldState(db);
  await enterCorporates(db, result.corporate_ids ?? []);
  return {
    data: { ...result, staleEvents },
    target: { type: "sandbox", id: result.name },
    after: { rows: result.rows, staleEvents },
  };
}
