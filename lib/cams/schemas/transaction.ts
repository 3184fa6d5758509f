import { paymentStatuses, processingCodeTypes, transactionCodes } from "../enums";
import { tolerantEnum } from "../helpers";
import { pagedResponse } from "../paging";
import { z } from "../zod";

export const transactionResponse = z.looseObject({
  transaction_id: z.string(),
  account_id: z.string().optional(),
  card_id: z.string().nullish(),
  cardholder_id: z.string().nullish(),
  amount: z.number(),
  currency: z.string().optional(),
  account_currency: z.string().nullable().optional(),
  processing_code_type: tolerantEnum(processingCodeTypes)
    .optional()
    .describe(
      "One of the spec's values. Omitted where none applies, as on card authorizations and card purchases.",
    ),
  transaction_code: tolerantEnum(transactionCodes).nullish(),
  response_code: z.string().nullish(),
  description: z.string().nullish(),
  end_to_end_id: z.string().nullish(),
  payment_status: tolerantEnum(paymentStatuses).nullish(),
  balance: z.number().nullish(),
  created_date: z.string().optional(),
});

/** Details add posting_response_code and card_acceptor_id (which replaced merchant_id in v1.11). */
export const transactionDetailsResponse = transactionResponse.extend({
  posting_response_code: z.string().nullish(),
  card_acceptor_id: z.string().nullish(),
});

export const transactionListResponse = pagedResponse("transactions", transactionResponse);
