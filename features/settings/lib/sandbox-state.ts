import "server-only";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { onSandbox } from "@/lib/console/on-sandbox";
import { markSandboxStateReplaced } from "@/lib/console/webhooks/stale";
import type { Db } from "@/lib/db";

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
  const result = await change();
  const staleEvents = await markSandboxStateReplaced(db);
  return {
    data: { ...result, staleEvents },
    target: { type: "sandbox", id: result.name },
    after: { rows: result.rows, staleEvents },
  };
}
