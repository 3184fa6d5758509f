import { ErrorCode, type ParsedOperationBody, toMinorUnits } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { assertAccountCurrency, lockAccounts } from "./locks";
import { assertMovementAllowed, bookLegs } from "./movement";

/**
 * POST /accounts/{id}/transfer/{creditor_account_id}: between two customer accounts, as one
 * journal with no settlement leg. The debit side is a spend and the credit side a load, each
 * under its own account's limits. The spec has no processing_code_type for internal transfers;
 * both legs carry AccountLoad, with the other account named in the description.
 */
export async function transferBalance(
  ctx: SandboxContext,
  debtorId: string,
  creditorId: string,
  body: ParsedOperationBody<"transferBalance">,
) {
  if (debtorId === creditorId) {
    throw new SandboxError(ErrorCode.GivenDataInvalid, {
      creditor_account_id: ["An account cannot transfer to itself"],
    });
  }
  const [debtor, creditor] = await lockAccounts(ctx, [debtorId, creditorId], ["customer"]);
  assertAccountCurrency(debtor!, body.currency);
  assertAccountCurrency(creditor!, body.currency, "creditor_account_id");
  const amountMinor = toMinorUnits(body.amount, body.currency);
  await assertMovementAllowed(ctx, debtor!, "spend", amountMinor);
  await assertMovementAllowed(ctx, creditor!, "load", amountMinor);
  const [debit, credit] = await bookLegs(ctx, [
    {
      account: debtor!,
      direction: "debit",
      amountMinor,
      details: {
        processingCodeType: "AccountLoad",
        description: body.description ?? `Transfer to ${creditorId}`,
      },
    },
    {
      account: creditor!,
      direction: "credit",
      amountMinor,
      details: {
        processingCodeType: "AccountLoad",
        description: body.description ?? `Transfer from ${debtorId}`,
      },
    },
  ]);
  return { debit_transaction_id: debit!.id, credit_transaction_id: credit!.id };
}
