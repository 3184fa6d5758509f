import { amount, checkAmountForCurrency, typedAmount, withAmountForCurrency } from "../amount";
import { countryCode } from "../countries";
import { currencyCode, DEFAULT_CURRENCY } from "../currencies";
import { paymentStatuses, transactionCode } from "../enums";
import { bic, endToEndId, iban } from "../fields";
import { objectRule, removed, text, tolerantEnum } from "../helpers";
import { z } from "../zod";
import { creditorAddress } from "./address";
import { transactionResponse } from "./transaction";

/** amount + currency (EUR by default), the pair every money body carries. */
export const money = {
  amount,
  currency: currencyCode.default(DEFAULT_CURRENCY),
};

const feeAmountRemoved = { fee_amount: removed("fee_amount", { since: "v1.24" }) };

/**
 * A money body and its form twin: the same rules, but the twin's amount is the text a person
 * typed (`typedAmount`), parsed exactly into the number the body carries.
 */
function moneyBody<const Shape extends z.ZodRawShape>(shape: Shape) {
  return {
    request: withAmountForCurrency(z.strictObject({ ...money, ...shape })),
    entry: z
      .strictObject({ amount: typedAmount, currency: money.currency, ...shape })
      .superRefine(checkAmountForCurrency, objectRule),
  };
}

const creditDebit = moneyBody({
  transaction_code: transactionCode,
  description: text.optional(),
  ...feeAmountRemoved,
});
/** POST /accounts/{id}/credit and /debit share one model; transaction_code is mandatory (v1.28). */
export const creditDebitRequest = creditDebit.request;
export const creditDebitEntry = creditDebit.entry;

const transfer = moneyBody({ description: text.optional(), ...feeAmountRemoved });
/** POST /accounts/{account_id}/transfer/{creditor_account_id}. */
export const transferRequest = transfer.request;
export const transferEntry = transfer.entry;

/** TransferBalanceResponse: the two legs' ids, and no `transaction_id` (v1.35). */
export const transferBalanceResponse = z.looseObject({
  debit_transaction_id: z.string(),
  credit_transaction_id: z.string(),
});

/** The payee. The 70-character name limit is SEPA's (the spec gives none). */
const creditor = z.strictObject({
  name: text.max(70, "Creditor name cannot be longer than 70 characters"),
  iban,
  bic: bic.optional(),
  bank_country: countryCode,
  address: creditorAddress,
});

const outgoingCreditTransfer = moneyBody({
  end_to_end_id: endToEndId,
  remittance_information: text
    .max(140, "Remittance information cannot be longer than 140 characters")
    .optional(),
  creditor,
});
/**
 * Outgoing SEPA credit transfer, from a customer account or (same body, the stricter rules kept)
 * a corporate account. remittance_information is limited to SEPA's 140 characters.
 */
export const outgoingCreditTransferRequest = outgoingCreditTransfer.request;
export const outgoingCreditTransferEntry = outgoingCreditTransfer.entry;

/** Answered with the transaction, whose payment_status is then mandatory. */
export const outgoingCreditTransferResponse = transactionResponse.extend({
  payment_status: tolerantEnum(paymentStatuses),
});
