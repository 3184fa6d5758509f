import { eq } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { type Account, accounts } from "../../tables/ledger";
import type { BulkItems } from "../bulk";
import { accountIdentifierFor } from "../ledger/iban";
import { assertRoomForAccount } from "./max";
import { type AccountOwner, ownerColumns } from "./owner";

/**
 * account_identifier_status values. The spec only says it is a string; the sandbox assigns an
 * IBAN at once when asked, so an identifier is either "Assigned" or was "NotRequested".
 */
const IDENTIFIER_ASSIGNED = "Assigned";
const IDENTIFIER_NOT_REQUESTED = "NotRequested";

/**
 * Opens one Active account with a zero balance for the owner, whose row the caller has locked.
 * The IBAN comes from the account's `seq`, known only once the row exists: hence the update.
 */
export async function openAccount(
  ctx: SandboxContext,
  owner: AccountOwner,
  item: BulkItems["accounts"],
): Promise<Account> {
  await assertRoomForAccount(ctx, owner);
  const [opened] = await ctx.db
    .insert(accounts)
    .values({
      ...ownerColumns(owner),
      currency: item.currency,
      accountIdentifierStatus: IDENTIFIER_NOT_REQUESTED,
      createdAt: ctx.now,
    })
    .returning();
  if (!item.assign_account_identifier) return opened!;
  const [assigned] = await ctx.db
    .update(accounts)
    .set({
      accountIdentifier: accountIdentifierFor(opened!.seq),
      accountIdentifierStatus: IDENTIFIER_ASSIGNED,
    })
    .where(eq(accounts.id, opened!.id))
    .returning();
  return assigned!;
}
