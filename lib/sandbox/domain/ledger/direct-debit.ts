import { ErrorCode, type ParsedOperationBody, toMinorUnits } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import type { Transaction } from "../../tables/ledger";
import { directDebitPayment, enqueuePaymentStatus } from "../../webhooks/events";
import { assertAccountCurrency, lockAccounts } from "./locks";
import { assertMovementAllowed, bookLegs, type MovementDetails, recordDeclined } from "./movement";

/**
 * Simulation: an outside creditor collects a SEPA direct debit. As in the real scheme, a debit
 * the account cannot pay is not refused to the creditor but returned: recorded as Declined with
 * payment_status RJCT (AM04 for funds, AG01 for a limit), and announced like a settled one.
 */
export async function collectDirectDebit(
  ctx: SandboxContext,
  accountId: string,
  body: ParsedOperationBody<"simulateDirectDebit">,
): Promise<Transaction> {
  const {
    accounts: [account],
    limits,
  } = await lockAccounts(ctx, [accountId], ["customer", "corporate"]);
  assertAccountCurrency(account!, body.currency);
  const amountMinor = toMinorUnits(body.amount, body.currency);
  const details: MovementDetails = {
    processingCodeType: "SepaDirectDebit",
    description: `Direct debit by ${body.creditor_name} (mandate ${body.mandate_id})`,
    counterparty: {
      name: body.creditor_name,
      iban: body.creditor_iban,
      mandate_id: body.mandate_id,
    },
  };
  try {
    await assertMovementAllowed(ctx, { account: account!, limits }, "spend", amountMinor);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const funds = error.code === ErrorCode.InsufficientFunds;
    const returned = await recordDeclined(
      ctx,
      account!,
      "debit",
      amountMinor,
      funds ? "51" : "57",
      {
        ...details,
        paymentStatus: "RJCT",
        reasonCode: funds ? "AM04" : "AG01",
      },
    );
    await enqueuePaymentStatus(ctx, returned, directDebitPayment);
    return returned;
  }
  const [settled] = await bookLegs(ctx, [
    {
      account: account!,
      direction: "debit",
      amountMinor,
      details: { ...details, paymentStatus: "ACSC" },
    },
  ]);
  await enqueuePaymentStatus(ctx, settled!, directDebitPayment, ctx.now.toISOString());
  return settled!;
}
