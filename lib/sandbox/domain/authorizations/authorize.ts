import {
  type authorizationStages,
  ErrorCode,
  type ParsedOperationBody,
  type SpendControlDeclineReason,
  spendControlDecision,
  toMinorUnits,
} from "@/lib/cams";
import { merchantCategoryText } from "@/lib/cams/merchant-categories";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import type { Card } from "../../tables/cards";
import type { Transaction } from "../../tables/ledger";
import { spendingAccountOf } from "../cards/funding";
import { findAssignedCard } from "../cards/load";
import { lockAccounts } from "../ledger/locks";
import {
  assertMovementAllowed,
  bookLegs,
  type LockedAccount,
  type MovementDetails,
  recordDeclined,
} from "../ledger/movement";
import { enabledSpendControls } from "../spend-controls/load";
import { cardAuthorizationUsage } from "../spend-controls/usage";
import {
  cardStatusResponseCode,
  ledgerRefusalResponseCode,
  spendControlResponseCode,
} from "./response-codes";

type Authorization = ParsedOperationBody<"simulateCardAuthorization">;

/** What stops an authorization, in the order it is checked. */
type AuthorizationStage = (typeof authorizationStages)[number];

/** The verdict on one authorization, before anything is recorded. */
type AuthorizationVerdict =
  | { approved: true; responseCode: "00" }
  | {
      approved: false;
      responseCode: string;
      stage: AuthorizationStage;
      /** Why, as the declined transaction's description reads after "Declined: ". */
      reason: string;
      spendControl?: { id: string; name: string; reason: SpendControlDeclineReason };
    };

/** The card and the account an authorization would be paid from, locked until the request ends. */
async function authorizationParties(ctx: SandboxContext, cardId: string, body: Authorization) {
  const card = await findAssignedCard(ctx, cardId, { lock: true });
  const funding = await spendingAccountOf(ctx, card, body.currency);
  if (!funding) {
    throw new SandboxError(ErrorCode.AccountMustBeActive, {
      currency: [`The cardholder has no active ${body.currency} account`],
    });
  }
  const {
    accounts: [account],
    limits,
  } = await lockAccounts(ctx, [funding.id], ["customer"]);
  return { card, account: account!, limits };
}

/**
 * The one decision on a card authorization, shared by the real one (authorizeCardPayment) and
 * its dry run (decideCardAuthorization), so the two can never disagree. In order: the card's
 * status, its bin's enabled spend control groups, the programme's spend limits, then the funds.
 * It reads and writes nothing else.
 */
async function authorizationVerdict(
  ctx: SandboxContext,
  card: Card,
  locked: LockedAccount,
  body: Authorization,
): Promise<AuthorizationVerdict> {
  if (card.status !== "00")
    return {
      approved: false,
      responseCode: cardStatusResponseCode(card.status),
      stage: "card_status",
      reason: `card status ${card.status}`,
    };

  const groups = await enabledSpendControls(ctx, card.bin);
  const decision = spendControlDecision(
    groups,
    { ...body, bin: card.bin },
    await cardAuthorizationUsage(ctx, card.id, body.currency),
  );
  if (!decision.approved) {
    const group = groups.find((candidate) => candidate.id === decision.groupId)!;
    return {
      approved: false,
      responseCode: spendControlResponseCode,
      stage: "spend_control",
      reason: `${decision.reason} (spend control ${decision.groupId})`,
      spendControl: { id: group.id, name: group.name, reason: decision.reason },
    };
  }

  try {
    await assertMovementAllowed(ctx, locked, "spend", toMinorUnits(body.amount, body.currency));
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    return {
      approved: false,
      responseCode: ledgerRefusalResponseCode(error.code),
      stage: error.code === ErrorCode.InsufficientFunds ? "funds" : "programme_limit",
      // The response code carries the refusal; the reason says it in words, as a network would.
      reason: error.message.toLowerCase(),
    };
  }
  return { approved: true, responseCode: "00" };
}

/**
 * Simulation: a merchant asks to charge a card. Like a card network, the sandbox answers every
 * authorization with a transaction: approved (posted, response_code 00) or declined (recorded
 * with no posting, with the ISO 8583 response code and the reason in its description). Only
 * what makes an answer impossible is refused outright: an unknown or unassigned card (404 /
 * 4220006), or no active account in that currency (4220003).
 */
export async function authorizeCardPayment(
  ctx: SandboxContext,
  cardId: string,
  body: Authorization,
): Promise<Transaction> {
  const { card, account, limits } = await authorizationParties(ctx, cardId, body);
  const verdict = await authorizationVerdict(ctx, card, { account, limits }, body);
  const amountMinor = toMinorUnits(body.amount, body.currency);
  const details: MovementDetails = {
    processingCodeType: null,
    cardId: card.id,
    cardholderId: card.cardholderId,
    cardAcceptorId: body.card_acceptor_id ?? body.merchant_id,
    counterparty: {
      merchant_id: body.merchant_id,
      merchant_category_code: body.merchant_category_code,
      terminal_id: body.terminal_id,
      terminal_location: body.terminal_location,
    },
  };
  if (!verdict.approved)
    return recordDeclined(ctx, account, "debit", amountMinor, verdict.responseCode, {
      ...details,
      description: `Declined: ${verdict.reason}`,
    });

  const [approved] = await bookLegs(ctx, [
    {
      account,
      direction: "debit",
      amountMinor,
      details: {
        ...details,
        description: `MCC ${merchantCategoryText(body.merchant_category_code)} at ${body.merchant_id}`,
      },
    },
  ]);
  return approved!;
}

/**
 * Simulation, dry run: what authorizeCardPayment would answer for this input now, with the
 * spend control group and rule that would decline it. Nothing is recorded or posted. Refuses
 * what the real one refuses (unknown or unassigned card, no account in the currency).
 */
export async function decideCardAuthorization(
  ctx: SandboxContext,
  cardId: string,
  body: Authorization,
): Promise<AuthorizationVerdict> {
  const { card, account, limits } = await authorizationParties(ctx, cardId, body);
  return authorizationVerdict(ctx, card, { account, limits }, body);
}
