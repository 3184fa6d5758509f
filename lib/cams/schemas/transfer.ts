import { z } from "zod";
import { amount, checkAmountForCurrency } from "../amount";
import { countryCode } from "../countries";
import { currencyCode, DEFAULT_CURRENCY } from "../currencies";
import { paymentStatuses, transactionCode } from "../enums";
import { bic, endToEndId, iban } from "../fields";
import { objectRule, removed, text, tolerantEnum } from "../helpers";
import { creditorAddress } from "./address";
import { transactionResponse } from "./transaction";

/** amount + currency (EUR by default), the pair every money body carries. */
export const money = {
  amount,
  currency: currencyCode.default(DEFAULT_CURRENCY),
};

const feeAmountRemoved = { fee_amount: removed("fee_amount", { since: "v1.24" }) };

/** POST /accounts/{id}/credit and /debit share one model; transaction_code is mandatory (v1.28). */
export const creditDebitRequest = z
  .strictObject({
    ...money,
    transaction_code: transactionCode,
    description: text.optional(),
    ...feeAmountRemoved,
  })
  .superRefine(checkAmountForCurrency, objectRule);

/** POST /accounts/{account_id}/transfer/{creditor_account_id}. */
export const transferRequest = z
  .strictObject({ ...money, description: text.optional(), ...feeAmountRemoved })
  .superRefine(checkAmountForCurrency, objectRule);

/** TransferBalanceResponse: the two legs' ids, and no `transaction_id` (v1.35). */
export const transferBalanceResponse = z.looseObject({
  debit_transaction_id: z.string(),
  credit_transaction_id: z.string(),
});

/** The payee. The 70-character name limit is SEPA's (the spec gives none). */
export const creditor = z.strictObject({
  name: text.max(70, "Creditor name cannot be longer than 70 characters"),
  iban,
  bic: bic.optional(),
  bank_country: countryCode,
  address: creditorAddress,
});

/**
 * Outgoing SEPA credit transfer, from a customer account or (same body, the stricter rules kept)
 * a corporate account. remittance_information is limited to SEPA's 140 characters.
 */
export const outgoingCreditTransferRequest = z
  .strictObject({
    ...money,
    end_to_end_id: endToEndId,
    remittance_information: text
      .max(140, "Remittance information cannot be longer than 140 characters")
      .optional(),
    creditor,
  })
  .superRefine(checkAmountForCurrency, objectRule);

/** Answered with the transaction, whose payment_status is then mandatory. */
export const outgoingCreditTransferResponse = transactionResponse.extend({
  payment_status: tolerantEnum(paymentStatuses),
});
