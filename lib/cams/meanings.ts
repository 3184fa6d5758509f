import type { PaymentStatus, reasonCodes, TransactionCode } from "./enums";

/**
 * What each allowed transaction_code of a credit or debit stands for. The spec lists the codes
 * and says processing_code_type follows them; the wording is ours, for the people who pick one.
 */
export const transactionCodeMeanings = {
  AccountLoad: "Money put on or taken off the account by the programme",
  CreditCardLoad: "Load paid with a credit card",
  DebitCardLoad: "Load paid with a debit card",
  CashLoad: "Cash paid in or out",
  SepaIncomingPayment: "SEPA payment received from another bank",
  SepaOutgoingPayment: "SEPA payment sent to another bank",
  VoucherLoad: "Load redeemed from a voucher",
} as const satisfies Record<TransactionCode, string>;

/**
 * ISO 20022 payment status codes (ExternalPaymentTransactionStatus1Code), as payment.status
 * reports them. The three a SEPA transfer of this programme passes through are said the way an
 * agent asks about them ("is it settled?"); paymentStatusText puts the code in front.
 */
export const paymentStatusMeanings = {
  ACCC: "Accepted, credited to the creditor's account",
  ACCP: "accepted, not yet settled",
  ACFC: "Accepted, funds checked",
  ACIS: "Accepted, with the creditor's bank informed",
  ACPD: "Accepted, clearing processed",
  ACSC: "settled",
  ACSP: "Accepted, settlement in process",
  ACTC: "Accepted after technical validation",
  ACWC: "Accepted with change",
  ACWP: "Accepted, but not yet posted",
  BLCK: "Blocked",
  CANC: "Cancelled",
  PART: "Partially accepted",
  PATC: "Partially accepted, technically correct",
  PDNG: "Pending",
  PRES: "Presented",
  RCVD: "Received",
  RJCT: "rejected",
} as const satisfies Record<PaymentStatus, string>;

/** After these a payment no longer moves: settled, credited, rejected or cancelled. */
export const finalPaymentStatuses: readonly string[] = ["ACSC", "ACCC", "RJCT", "CANC"];

/**
 * ISO 20022 reason codes for returns and rejections. The first thirteen are the spec's own
 * wording (the values it added); the rest are the ISO external code list's.
 */
export const reasonCodeMeanings = {
  AC13: "Invalid debtor account type",
  AGNT: "Incorrect agent",
  CURR: "Incorrect currency",
  CUTA: "Recall due to investigation request",
  DNOR: "Debtor bank is not registered",
  ED05: "Settlement failed",
  FF01: "Invalid file format",
  MD01: "No mandate",
  MD02: "Missing mandatory mandate information",
  MD06: "Refund request by end customer",
  SL01: "Specific service offered by debtor agent",
  UPAY: "Undue payment",
  BE05: "Incorrect creditor identifier",
  AC01: "Incorrect account number",
  AC03: "Invalid creditor account number",
  AC04: "Closed account number",
  AC06: "Blocked account",
  AG01: "Transaction forbidden on this type of account",
  AG02: "Invalid bank operation code",
  AM04: "Insufficient funds",
  AM05: "Duplicate payment",
  AM09: "Wrong amount",
  BE04: "Missing creditor address",
  CUST: "Requested by the customer",
  DUPL: "Duplicate payment",
  FOCR: "Following a cancellation request",
  FRAD: "Fraudulent origin",
  MD07: "End customer deceased",
  MS02: "Reason not specified, customer generated",
  MS03: "Reason not specified, agent generated",
  RC01: "Bank identifier incorrect",
  RR01: "Missing debtor account or identification",
  RR02: "Missing debtor name or address",
  RR03: "Missing creditor name or address",
  RR04: "Regulatory reason",
  TECH: "Technical problem",
} as const satisfies Record<(typeof reasonCodes)[number], string>;

/** "ACCP — accepted, not yet settled"; an unknown status is shown as it came. */
export function paymentStatusText(status: string): string {
  const meaning = meaningOf(paymentStatusMeanings, status);
  return meaning ? `${status} — ${meaning}` : status;
}

/** "AM04 — Insufficient funds"; an unknown reason code is shown as it came. */
export function reasonCodeText(code: string): string {
  const meaning = meaningOf(reasonCodeMeanings, code);
  return meaning ? `${code} — ${meaning}` : code;
}

/** The meaning of a code, or null for one we do not know yet (shown as it came). */
export function meaningOf(meanings: Readonly<Record<string, string>>, code: string): string | null {
  return Object.hasOwn(meanings, code) ? (meanings[code] ?? null) : null;
}
