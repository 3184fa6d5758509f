import "server-only";
import { isCamsError } from "@/lib/cams/client";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { scheduleBackfill } from "@/lib/console/directory";
import { onSandbox } from "@/lib/console/on-sandbox";
import { markSandboxStateReplaced } from "@/lib/console/webhooks/stale";
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

/** Refuses anything but the built-in sandbox: a real provider has no such operations. */
export function requireSandbox(): void {
  if (!onSandbox()) {
    throw new ActionRefusal("NOT_SANDBOX", "Only the sandbox built into the console can do this.");
  }
}

/**
 * A change of the built-in sandbox's whole state, then the console's own tables made to agree:
 * the events received before are marked stale. Refused on a real provider, which has no such
 * operation.
 */
export async function replaceSandboxState<T extends { name: string | null; rows: number }>(
  db: Db,
  change: () => Promise<T>,
) {
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
  return {
    data: { ...result, staleEvents },
    target: { type: "sandbox", id: result.name },
    after: { rows: result.rows, staleEvents },
  };
}
