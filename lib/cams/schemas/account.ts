import { currencyCode } from "../currencies";
import { accountStatuses } from "../enums";
import { tolerantEnum } from "../helpers";
import { z } from "../zod";

/** One item of a bulk account create (customer create, customer or corporate accounts). */
export const accountCreateItem = z.strictObject({
  currency: currencyCode,
  assign_account_identifier: z.boolean().optional(),
});

/** POST /customers/{id}/accounts and /corporates/{id}/accounts take a bare JSON array. */
export const accountsCreateRequest = z.array(accountCreateItem).min(1, "Give at least one account");

export const accountResponse = z.looseObject({
  account_id: z.string(),
  customer_id: z.string().optional(),
  corporate_id: z.string().optional(),
  currency: z.string(),
  balance: z.number().optional(),
  status: tolerantEnum(accountStatuses).optional(),
  account_identifier: z.string().nullish(),
  account_identifier_status: z.string().nullish(),
  /** 0-based index of the item in the bulk request array; only on bulk-create answers. */
  request_position_index: z.number().int().min(0).optional(),
});

/** Bulk answer (201, or 206 when only some items were created): created items only. */
export const accountsCreateResponse = z.looseObject({ accounts: z.array(accountResponse) });
