import { ErrorCode, type ParsedOperationBody, toMinorUnits } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import type { Account } from "../../tables/ledger";
import { findCustomer } from "../customers/load";
import { assertAccountCurrency, lockAccounts } from "./locks";
import { assertMovementAllowed, bookLegs } from "./movement";

/**
 * POST /accounts/{id}/transfer/{creditor_account_id}: between two customer accounts, as one
 * journal with no settlement leg. The debit side is a spend and the credit side a load, each
 * under its own account's limits. The spec has no processing_code_type for internal transfers;
 * both legs carry AccountLoad, with the other account as the counterparty (its holder's name and
 * its IBAN) and, unless the caller wrote one, named by its IBAN in the description.
 */
export async function transferBalance(
  ctx: SandboxContext,
  debtorId: string,
  creditorId: string,
  body: ParsedOperationBody<"transferBalance">,
) {
  if (debtorId.toLowerCase() === creditorId.toLowerCase()) {
    throw new SandboxError(ErrorCode.GivenDataInvalid, {
      creditor_account_id: ["An account cannot transfer to itself"],
    });
  }
  const {
    accounts: [debtor, creditor],
    limits,
  } = await lockAccounts(ctx, [debtorId, creditorId], ["customer"]);
  assertAccountCurrency(debtor!, body.currency);
  assertAccountCurrency(creditor!, body.currency, "creditor_account_id");
  const amountMinor = toMinorUnits(body.amount, body.currency);
  await assertMovementAllowed(ctx, { account: debtor!, limits }, "spend", amountMinor);
  await assertMovementAllowed(ctx, { account: creditor!, limits }, "load", amountMinor);
  const [toCreditor, fromDebtor] = [
    await counterpartyOf(ctx, creditor!),
    await counterpartyOf(ctx, debtor!),
  ];
  const [debit, credit] = await bookLegs(ctx, [
    {
      account: debtor!,
      direction: "debit",
      amountMinor,
      details: {
        processingCodeType: "AccountLoad",
        description: body.description ?? `Transfer to ${toCreditor.label}`,
        counterparty: toCreditor.counterparty,
      },
    },
    {
      account: creditor!,
      direction: "credit",
      amountMinor,
      details: {
        processingCodeType: "AccountLoad",
        description: body.description ?? `Transfer from ${fromDebtor.label}`,
        counterparty: fromDebtor.counterparty,
      },
    },
  ]);
  return { debit_transaction_id: debit!.id, credit_transaction_id: credit!.id };
}

/** The other side of a transfer as its holder knows it: their name, and the account's IBAN. */
async function counterpartyOf(ctx: SandboxContext, account: Account) {
  const holder = account.customerId ? await findCustomer(ctx, account.customerId) : null;
  const name = holder ? `${holder.firstName} ${holder.lastName}` : null;
  const label = account.accountIdentifier ?? `${name ?? "another"}'s ${account.currency} account`;
  return {
    label,
    counterparty: {
      ...(name ? { name } : {}),
      ...(account.accountIdentifier
        ? { iban: account.accountIdentifier }
        : { account_id: account.id }),
    },
  };
}
