import { ErrorCode, type KnownErrorCode } from "@/lib/cams";
import type { Card } from "../../tables/cards";
import { windowCodes } from "../ledger/limits";

// ISO 8583 response codes, what card networks answer an authorization with. The contract's card
// status codes are themselves ISO 8583 codes (41 lost, 43 stolen, 54 expired), so they are reused.
const DO_NOT_HONOR = "05";
const INSUFFICIENT_FUNDS = "51";
const NOT_PERMITTED = "57";
const RESTRICTED_CARD = "62";
const EXCEEDS_AMOUNT_LIMIT = "61";
const EXCEEDS_FREQUENCY_LIMIT = "65";
const INVALID_AMOUNT = "13";

/** Why a card that is not Active cannot pay, in its network's words. */
export function cardStatusResponseCode(status: Card["status"]): string {
  if (status === "41" || status === "43" || status === "54") return status;
  return status === "05" ? DO_NOT_HONOR : RESTRICTED_CARD;
}

export const spendControlResponseCode = NOT_PERMITTED;

const countCodes = new Set<number>(
  Object.values(windowCodes.spend).map((measures) => ("count" in measures ? measures.count : 0)),
);

/** A refusal of the ledger (funds, programme limits) as the network's response code. */
export function ledgerRefusalResponseCode(code: KnownErrorCode): string {
  if (code === ErrorCode.InsufficientFunds) return INSUFFICIENT_FUNDS;
  if (code === ErrorCode.TransactionMinimumNotReached) return INVALID_AMOUNT;
  return countCodes.has(code) ? EXCEEDS_FREQUENCY_LIMIT : EXCEEDS_AMOUNT_LIMIT;
}
