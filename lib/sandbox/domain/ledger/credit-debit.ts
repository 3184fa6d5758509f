import { type ParsedOperationBody, processingCodeTypeOf, toMinorUnits } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import type { Transaction } from "../../tables/ledger";
import { assertAccountCurrency, lockAccounts } from "./locks";
import { assertMovementAllowed, bookLegs } from "./movement";

type CreditDebit = ParsedOperationBody<"creditAccount">;

/**
 * POST /accounts/{id}/credit and /debit: a load from, or a spend to, outside the programme.
 * processing_code_type follows the transaction_code, as the spec says. The path names no owner,
 * and the spec has no corporate twin of it, so a corporate's account is credited and debited
 * here too (as incoming payments and direct debits reach both).
 */
export async function creditOrDebit(
  ctx: SandboxContext,
  accountId: string,
  direction: "credit" | "debit",
  body: CreditDebit,
): Promise<Transaction> {
  const {
    accounts: [account],
    limits,
  } = await lockAccounts(ctx, [accountId], ["customer", "corporate"]);
  assertAccountCurrency(account!, body.currency);
  const amountMinor = toMinorUnits(body.amount, body.currency);
  await assertMovementAllowed(
    ctx,
    { account: account!, limits },
    direction === "credit" ? "load" : "spend",
    amountMinor,
  );
  const [transaction] = await bookLegs(ctx, [
    {
      account: account!,
      direction,
      amountMinor,
      details: {
        processingCodeType: processingCodeTypeOf[body.transaction_code],
        transactionCode: body.transaction_code,
        description: body.description,
      },
    },
  ]);
  return transaction!;
}
