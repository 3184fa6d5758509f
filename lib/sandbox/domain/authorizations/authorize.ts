import { ErrorCode, type ParsedOperationBody, toMinorUnits } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import type { Transaction } from "../../tables/ledger";
import { spendingAccountOf } from "../cards/funding";
import { findAssignedCard } from "../cards/load";
import { lockAccounts } from "../ledger/locks";
import {
  assertMovementAllowed,
  bookLegs,
  type MovementDetails,
  recordDeclined,
} from "../ledger/movement";
import { spendControlDecision } from "../spend-controls/decision";
import { enabledSpendControls } from "../spend-controls/load";
import { cardAuthorizationUsage } from "../spend-controls/usage";
import {
  cardStatusResponseCode,
  ledgerRefusalResponseCode,
  spendControlResponseCode,
} from "./response-codes";

type Authorization = ParsedOperationBody<"simulateCardAuthorization">;

/**
 * Simulation: a merchant asks to charge a card. Like a card network, the sandbox answers every
 * authorization with a transaction: approved (posted, response_code 00) or declined (recorded
 * with no posting, with the ISO 8583 response code and the reason in its description). In
 * order: the card's status, its bin's enabled spend control groups, the programme's spend
 * limits, then the funds. Only what makes an answer impossible is refused outright: an
 * unknown or unassigned card (404 / 4220006), or no active account in that currency (4220003).
 */
export async function authorizeCardPayment(
  ctx: SandboxContext,
  cardId: string,
  body: Authorization,
): Promise<Transaction> {
  const card = await findAssignedCard(ctx, cardId, { lock: true });
  const funding = await spendingAccountOf(ctx, card, body.currency);
  if (!funding) {
    throw new SandboxError(ErrorCode.AccountMustBeActive, {
      currency: [`The cardholder has no active ${body.currency} account`],
    });
  }
  const [account] = await lockAccounts(ctx, [funding.id], ["customer"]);
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
  const decline = (responseCode: string, reason: string) =>
    recordDeclined(ctx, account!, "debit", amountMinor, responseCode, {
      ...details,
      description: `Declined: ${reason}`,
    });

  if (card.status !== "00")
    return decline(cardStatusResponseCode(card.status), `card status ${card.status}`);

  const decision = spendControlDecision(
    await enabledSpendControls(ctx, card.bin),
    { ...body, bin: card.bin },
    await cardAuthorizationUsage(ctx, card.id, body.currency),
  );
  if (!decision.approved)
    return decline(
      spendControlResponseCode,
      `${decision.reason} (spend control ${decision.groupId})`,
    );

  try {
    await assertMovementAllowed(ctx, account!, "spend", amountMinor);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    // The response code carries the refusal; the description says it in words, as a network would.
    return decline(ledgerRefusalResponseCode(error.code), error.message.toLowerCase());
  }
  const [approved] = await bookLegs(ctx, [
    {
      account: account!,
      direction: "debit",
      amountMinor,
      details: {
        ...details,
        description: `MCC ${body.merchant_category_code} at ${body.merchant_id}`,
      },
    },
  ]);
  return approved!;
}
