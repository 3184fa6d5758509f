import { and, eq } from "drizzle-orm";
import { ErrorCode, finalPaymentStatuses, type ParsedOperationBody } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { accounts, type Transaction, transactions } from "../../tables/ledger";
import { enqueuePaymentStatus, outgoingCreditTransferPayment } from "../../webhooks/events";
import { dataNotFound, isUuid } from "../ids";
import { bookLegs } from "./movement";

/**
 * Simulation: the payment network answers an outgoing credit transfer. Settled, it only
 * changes status. Rejected, the debit is reversed in the ledger at once: the funds return to
 * the account whatever its state now (no limits, no status rule), as a credit carrying
 * posting_response_code REVERSAL; the original keeps its row and gets RJCT and the reason.
 * Each step is announced by a payment.status webhook.
 */
export async function settleOutgoingCreditTransfer(
  ctx: SandboxContext,
  transactionId: string,
  body: ParsedOperationBody<"simulateOutgoingCreditTransfer">,
): Promise<Transaction> {
  if (!isUuid(transactionId)) throw dataNotFound();
  const [original] = await ctx.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.id, transactionId),
        eq(transactions.processingCodeType, "SepaOutgoingPayment"),
        eq(transactions.direction, "debit"),
      ),
    )
    .for("update");
  if (!original) throw dataNotFound();
  if (finalPaymentStatuses.includes(original.paymentStatus ?? "")) {
    throw new SandboxError(ErrorCode.OperationRulesViolated, {
      payment_status: [`The transfer is already final (${original.paymentStatus})`],
    });
  }

  const [updated] = await ctx.db
    .update(transactions)
    .set({
      paymentStatus: body.payment_status,
      reasonCode: body.reason_code ?? null,
      ...(body.payment_status === "RJCT" ? { postingResponseCode: "REVERSED" } : {}),
    })
    .where(eq(transactions.id, transactionId))
    .returning();

  if (body.payment_status === "RJCT") {
    const [account] = await ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, original.accountId))
      .for("update");
    await bookLegs(ctx, [
      {
        account: account!,
        direction: "credit",
        amountMinor: original.amountMinor,
        details: {
          processingCodeType:
            account!.kind === "corporate" ? "SepaOutgoingPaymentAdjustment" : "SepaOutgoingPayment",
          description: `Reversal of ${original.id}: rejected (${body.reason_code})`,
          endToEndId: null,
          paymentStatus: "RJCT",
          postingResponseCode: "REVERSAL",
          counterparty: original.counterparty,
        },
      },
    ]);
  }
  await enqueuePaymentStatus(ctx, updated!, outgoingCreditTransferPayment);
  return updated!;
}
