import type { SandboxContext } from "../../context";
import { type BulkItems, type BulkResult, createEach } from "../bulk";
import { findCorporate } from "../corporates/load";
import { accountView } from "../ledger/views";
import { openAccount } from "./open";

/**
 * POST /corporates/{corporate_id}/accounts, a sandbox assumption: the spec has corporate
 * accounts but does not show how they are opened. Same items, same bulk rules and the same
 * maximum as a customer's (4224002): the interface has no code of its own for corporates.
 * Corporates have no status, so nothing else stands in the way.
 */
export async function createCorporateAccounts(
  ctx: SandboxContext,
  corporateId: string,
  items: readonly BulkItems["accounts"][],
): Promise<BulkResult> {
  await findCorporate(ctx, corporateId);
  return createEach(ctx, items, async (tx, item) => {
    // Locked for each item, as customers are: concurrent creates queue up before the count.
    await findCorporate(tx, corporateId, { lock: true });
    return accountView(await openAccount(tx, { kind: "corporate", corporateId }, item));
  });
}
