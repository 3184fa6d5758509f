import { fromMinorUnits, WebhookType } from "@/lib/cams";
import type { SandboxContext } from "../context";
import type { Transaction } from "../tables/ledger";
import { enqueueWebhook } from "./outbox";

type PaymentContext = {
  scheme: "SEPA" | "SEPADirectDebit";
  transactionType: "CreditTransfer" | "DirectDebit" | "Return";
  inwardOutward: "Inward" | "Outward" | null;
};

/** payment.status for a payment's transaction, in the spec's shape. */
export function enqueuePaymentStatus(
  ctx: SandboxContext,
  transaction: Transaction,
  payment: PaymentContext,
  settlementDateTime: string | null = null,
) {
  return enqueueWebhook(ctx, WebhookType.PaymentStatus, {
    transaction_id: transaction.id,
    account_id: transaction.accountId,
    end_to_end_id: transaction.endToEndId,
    amount: fromMinorUnits(transaction.amountMinor, transaction.currency),
    currency: transaction.currency,
    payment_status: transaction.paymentStatus,
    scheme: payment.scheme,
    transaction_type: payment.transactionType,
    inward_outward: payment.inwardOutward,
    reason_code: transaction.reasonCode,
    settlement_date_time: settlementDateTime,
  });
}

/** The payment context of an outgoing SEPA credit transfer. */
export const outgoingCreditTransferPayment: PaymentContext = {
  scheme: "SEPA",
  transactionType: "CreditTransfer",
  inwardOutward: "Outward",
};

/**
 * A direct debit collected from one of our accounts. inward_outward is left out, as the spec
 * allows for DirectDebit on SEPADirectDebit, so settlement_date_time is populated.
 */
export const directDebitPayment: PaymentContext = {
  scheme: "SEPADirectDebit",
  transactionType: "DirectDebit",
  inwardOutward: null,
};

export const incomingCreditTransferPayment: PaymentContext = {
  scheme: "SEPA",
  transactionType: "CreditTransfer",
  inwardOutward: "Inward",
};

/** user.verification.status: DocumentExpired, or a rejection with `BadRequest|…` reasons. */
export function enqueueUserVerificationStatus(
  ctx: SandboxContext,
  customerId: string,
  status: string,
  rejectReason: string[] | undefined,
) {
  return enqueueWebhook(ctx, WebhookType.UserVerificationStatus, {
    customer_id: customerId,
    status,
    reject_reason: rejectReason ?? null,
  });
}
