import { and, eq } from "drizzle-orm";
import { ErrorCode, type ParsedOperationBody, toMinorUnits } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { type Transaction, transactions } from "../../tables/ledger";
import { enqueuePaymentStatus, outgoingCreditTransferPayment } from "../../webhooks/events";
import type { HolderKind } from "../accounts/load";
import { assertAccountCurrency, lockAccounts } from "./locks";
import { assertMovementAllowed, bookLegs } from "./movement";

/**
 * An outgoing SEPA credit transfer from a customer or corporate account. The funds leave at
 * once; payment_status starts at ACCP (accepted, announced by a payment.status webhook) and the
 * simulation moves it to ACSC or RJCT.
 * An end_to_end_id is used once per account (409 / 4090002); the account lock makes the check
 * and the posting one step.
 */
export async function outgoingCreditTransfer(
  ctx: SandboxContext,
  kind: HolderKind,
  accountId: string,
  body: ParsedOperationBody<"outgoingCreditTransfer">,
): Promise<Transaction> {
  const {
    accounts: [account],
    limits,
  } = await lockAccounts(ctx, [accountId], [kind]);
  assertAccountCurrency(account!, body.currency);
  const [used] = await ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(eq(transactions.accountId, accountId), eq(transactions.endToEndId, body.end_to_end_id)),
    );
  if (used)
    throw new SandboxError(ErrorCode.AlreadyProcessed, {
      end_to_end_id: ["This end_to_end_id was already used on this account"],
    });

  const amountMinor = toMinorUnits(body.amount, body.currency);
  await assertMovementAllowed(ctx, { account: account!, limits }, "spend", amountMinor);
  const [transaction] = await bookLegs(ctx, [
    {
      account: account!,
      direction: "debit",
      amountMinor,
      details: {
        processingCodeType: "SepaOutgoingPayment",
        description: body.remittance_information,
        endToEndId: body.end_to_end_id,
        paymentStatus: "ACCP",
        counterparty: body.creditor,
      },
    },
  ]);
  await enqueuePaymentStatus(ctx, transaction!, outgoingCreditTransferPayment);
  return transaction!;
}
