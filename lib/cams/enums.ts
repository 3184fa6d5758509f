import {
  accountPurposes,
  addressTypes,
  cardReplacementReasons,
  cardStatusCodes,
  cardTypes,
  corporateIndividualTypes,
  customerStatuses,
  identificationTypes,
  kycLevels,
  monthlyIncomes,
  paymentStatuses,
  professions,
  reasonCodes,
  spendControlPeriods,
  transactionCodes,
  transactionTypes,
  userVerificationStatuses,
} from "./enum-values";
import { tolerantEnum } from "./helpers";
import { choiceMessage } from "./labels";
import { z } from "./zod";

// The schemas of the value sets in enum-values.ts (exported from here too, for the server's
// imports). Requests use the strict zod enums; response schemas wrap the same arrays in
// `tolerantEnum`.
export * from "./enum-values";

/** A request enum whose messages name the field in words: "Choose a KYC level (from the list)". */
function fieldEnum<const T extends readonly [string, ...string[]]>(noun: string, values: T) {
  return z.enum(values, { error: (iss) => choiceMessage(noun, iss.input) });
}

export const kycLevel = fieldEnum("KYC level", kycLevels);

const canonicalTransactionCode = new Map(
  transactionCodes.map((code) => [code.toLowerCase(), code]),
);

/** transaction_code: matched case-insensitively ("accountload"), emitted canonical ("AccountLoad"). */
export const transactionCode = z
  .string({ error: "Choose a transaction code" })
  .transform((value) => canonicalTransactionCode.get(value.toLowerCase()) ?? value)
  .pipe(fieldEnum("transaction code", transactionCodes))
  .meta({
    enum: [...transactionCodes],
    description: "One of the seven values, matched case-insensitively (as the spec says).",
  });

export const paymentStatus = fieldEnum("payment status", paymentStatuses);
export const reasonCode = fieldEnum("reason code", reasonCodes);
export const cardStatusCode = fieldEnum("card status", cardStatusCodes);
export const profession = fieldEnum("profession", professions);
export const accountPurpose = fieldEnum("account purpose", accountPurposes);
export const monthlyIncome = fieldEnum("monthly income", monthlyIncomes);
export const customerStatus = fieldEnum("status", customerStatuses);
export const identificationType = fieldEnum("identification type", identificationTypes);
export const addressType = fieldEnum("address type", addressTypes);
export const corporateIndividualType = fieldEnum("role", corporateIndividualTypes);
export const spendControlPeriod = fieldEnum("period", spendControlPeriods);
export const cardType = fieldEnum("card type", cardTypes);
export const cardReplacementReason = fieldEnum("reason", cardReplacementReasons);
export const userVerificationStatus = fieldEnum("verification status", userVerificationStatuses);

/**
 * transaction_type as received: `Cancelation` was renamed `Cancellation` (v1.60, 17 Aug 2026 in
 * UAT, 31 Aug 2026 in Production); both spellings are read and Cancellation is what we keep.
 * Unknown values pass through, as on every received enum.
 */
export const transactionType = z
  .string()
  .transform((value) => (value === "Cancelation" ? "Cancellation" : value))
  .pipe(tolerantEnum(transactionTypes));
