import type { SandboxContext } from "../../context";
import type { Card } from "../../tables/cards";
import { moveCard } from "./history";
import { findAssignedCard } from "./load";
import { type CardOperation, statusAfter } from "./status";

/**
 * POST /cards/{card_id}/activate, /block and /unblock: one step of the status machine on the
 * locked card. The customer's status is not checked: a held customer's card can still be
 * blocked, and the card rules alone decide (sandbox assumption).
 */
export async function operateCard(
  ctx: SandboxContext,
  cardId: string,
  operation: Exclude<CardOperation, "replace">,
): Promise<Card> {
  const card = await findAssignedCard(ctx, cardId, { lock: true });
  return moveCard(ctx, card, statusAfter(card, operation));
}
