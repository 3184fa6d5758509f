import { cardReplacementReason, cardStatusCodes, cardType, cardTypes } from "../enums";
import { embossFourthLine, embossName } from "../fields";
import { removed, removedFields, text, tolerantEnum } from "../helpers";
import { z } from "../zod";
import { addressResponse, deliveryAddress } from "./address";

// Deleted from the card create, replace and inquiry models in v1.36.
const deletedDeliveryFields = removedFields(
  ["delivery_method", "delivery_address", "contact_name", "contact_number"],
  "v1.36",
);

/** Card-vendor data, passed through to the card printer. */
const userDefined = {
  user_defined_1: text.optional(),
  user_defined_2: text.optional(),
  user_defined_3: text.optional(),
  user_defined_4: text.optional(),
};

const delivery = {
  carrier_delivery_address: deliveryAddress,
  bulk_delivery_address: deliveryAddress.optional(),
};

/** One item of a bulk card create (POST /customers, POST /customers/{id}/cards). */
export const cardCreateItem = z.strictObject({
  emboss_name: embossName,
  emboss_fourth_line: embossFourthLine.optional(),
  card_type: cardType.optional(),
  ...delivery,
  ...userDefined,
  ...deletedDeliveryFields,
  accounts: removed("accounts"),
});

export const cardsCreateRequest = z.array(cardCreateItem).min(1, "Give at least one card");

/**
 * POST /cards/{card_id}/replace. The spec names only carrier_delivery_address; `reason` is our
 * optional addition, so a body with the address alone is a whole request. The emboss lines
 * default to the old card's when omitted.
 */
export const cardReplaceRequest = z.strictObject({
  reason: cardReplacementReason
    .optional()
    .describe(
      "Why the card is replaced (sandbox addition, optional). Default: none; the old card's status history then records the replacement without a reason.",
    ),
  emboss_name: embossName.optional(),
  emboss_fourth_line: embossFourthLine.optional(),
  ...delivery,
  ...deletedDeliveryFields,
});

export const cardResponse = z.looseObject({
  card_id: z.string(),
  customer_id: z.string().optional(),
  cardholder_id: z.string().optional(),
  status: tolerantEnum(cardStatusCodes),
  status_name: z.string().optional(),
  card_type: tolerantEnum(cardTypes).optional(),
  bin: z.string().optional(),
  last_four: z.string().optional(),
  expiry_date: z.string().optional(),
  emboss_name: z.string().optional(),
  emboss_fourth_line: z.string().nullish(),
  carrier_delivery_address: addressResponse.optional(),
  bulk_delivery_address: addressResponse.nullish(),
  user_defined_1: z.string().nullish(),
  user_defined_2: z.string().nullish(),
  user_defined_3: z.string().nullish(),
  user_defined_4: z.string().nullish(),
  replaced_card_id: z.string().nullish(),
  replacement_card_id: z.string().nullish(),
  request_position_index: z.number().int().min(0).optional(),
});

/**
 * GET /cards/{card_id}/status-history (sandbox assumption: the spec shows no history, but the
 * lifecycle screen needs one). Oldest first; `from_status` is null for the card's creation.
 */
export const cardStatusHistoryResponse = z.looseObject({
  card_id: z.string(),
  history: z.array(
    z.looseObject({
      from_status: tolerantEnum(cardStatusCodes).nullable(),
      to_status: tolerantEnum(cardStatusCodes),
      reason: z.string().nullable(),
      changed_date: z.string(),
    }),
  ),
});

export const cardsCreateResponse = z.looseObject({ cards: z.array(cardResponse) });
