import {
  type CardOperation,
  CardStatus,
  type CardStatusCode,
  cardOperationAllowed,
  cardOperations,
  ErrorCode,
  providerMayMove,
} from "@/lib/cams";
import { SandboxError } from "../../errors";
import type { Card } from "../../tables/cards";

export type { CardOperation };

// The sandbox's enforcement of the card status machine written in lib/cams/card-status.ts.

/**
 * A physical card starts at `01` and goes through production. A virtual card has nothing to
 * print or send, so it is Active at once (the contract only says where physical cards start).
 */
export function initialStatus(cardType: Card["cardType"]): CardStatusCode {
  return cardType === "Virtual" ? CardStatus.Active : CardStatus.Ordered;
}

/** The status the operation takes the card to, or its refusal. */
export function statusAfter(card: Pick<Card, "status">, operation: CardOperation): CardStatusCode {
  const rule = cardOperations[operation];
  if (!cardOperationAllowed(operation, card.status)) throw new SandboxError(rule.refusal);
  return rule.to;
}

/** What the provider itself may move a card to (lib/cams), or 403 / 4030003. */
export function assertSimulatedMove(from: CardStatusCode, to: CardStatusCode): void {
  if (!providerMayMove(from, to)) throw new SandboxError(ErrorCode.OperationRulesViolated);
}
