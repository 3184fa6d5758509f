import { CardStatus, type CardStatusCode, ErrorCode, type KnownErrorCode } from "@/lib/cams";
import { SandboxError } from "../../errors";
import type { Card } from "../../tables/cards";

/**
 * The sandbox's card status machine (sandbox contract, States). A card never leaves the ended
 * statuses on its own: it does not count towards the maximum, cannot be used, and at most is
 * replaced (Lost, Stolen, Expired) to give its customer a working card again.
 */
export const ENDED_CARD_STATUSES: readonly CardStatusCode[] = [
  CardStatus.Lost,
  CardStatus.Stolen,
  CardStatus.Expired,
  CardStatus.Replaced,
  CardStatus.Closed,
];

/** Where the provider makes a physical card: ordered, embossed, printed, sent. */
export const PRODUCTION_PATH: readonly CardStatusCode[] = [
  CardStatus.Ordered,
  CardStatus.Embossing,
  CardStatus.Printing,
  CardStatus.Dispatched,
];

/**
 * A physical card starts at `01` and goes through production. A virtual card has nothing to
 * print or send, so it is Active at once (the contract only says where physical cards start).
 */
export function initialStatus(cardType: Card["cardType"]): CardStatusCode {
  return cardType === "Virtual" ? CardStatus.Active : CardStatus.Ordered;
}

export type CardOperation = "activate" | "block" | "unblock" | "replace";

/**
 * What each card operation needs and where it takes the card. Activation has its own refusal
 * (4220008); every other operation refuses with 4220004, the interface's one code for "the card
 * is not in the state this operation needs" (so unblocking a card that is not blocked is 4220004
 * too). A lost, stolen, expired or blocked card can be replaced: that is why cards get replaced.
 * One still in production, already replaced, or closed cannot.
 */
export const cardOperations: Record<
  CardOperation,
  { from: readonly CardStatusCode[]; to: CardStatusCode; refusal: KnownErrorCode }
> = {
  activate: {
    from: [CardStatus.Printing, CardStatus.Dispatched],
    to: CardStatus.Active,
    refusal: ErrorCode.ActivationNotAvailable,
  },
  block: { from: [CardStatus.Active], to: CardStatus.Blocked, refusal: ErrorCode.CardMustBeActive },
  unblock: {
    from: [CardStatus.Blocked],
    to: CardStatus.Active,
    refusal: ErrorCode.CardMustBeActive,
  },
  replace: {
    from: [
      CardStatus.Active,
      CardStatus.Blocked,
      CardStatus.Lost,
      CardStatus.Stolen,
      CardStatus.Expired,
    ],
    to: CardStatus.Replaced,
    refusal: ErrorCode.CardMustBeActive,
  },
};

/** The status the operation takes the card to, or its refusal. */
export function statusAfter(card: Pick<Card, "status">, operation: CardOperation): CardStatusCode {
  const rule = cardOperations[operation];
  if (!rule.from.includes(card.status)) throw new SandboxError(rule.refusal);
  return rule.to;
}

/**
 * What the provider itself moves a card to, as simulated: the next production step only
 * (`01 → 02 → 03 → 04`; activation is the cardholder's `POST /cards/{id}/activate`), or an end
 * it decides (reported Lost or Stolen, Expired, Closed) from any status that has not ended.
 * Active, Blocked and Replaced have their own operations. Anything else is 403 / 4030003.
 */
export function assertSimulatedMove(from: CardStatusCode, to: CardStatusCode): void {
  const step = PRODUCTION_PATH.indexOf(from);
  const nextStep = step >= 0 && PRODUCTION_PATH[step + 1] === to;
  const providerEnd =
    to !== CardStatus.Replaced &&
    ENDED_CARD_STATUSES.includes(to) &&
    !ENDED_CARD_STATUSES.includes(from);
  if (!nextStep && !providerEnd) throw new SandboxError(ErrorCode.OperationRulesViolated);
}

/**
 * Why the card cannot be used for a payment or any card operation, or undefined when it can:
 * 4220006 once taken off its customer, 4220004 when not Active. The card authorization
 * simulation records the code of a decline with it.
 */
export function cardRefusal(card: Pick<Card, "status" | "unassigned">): KnownErrorCode | undefined {
  if (card.unassigned) return ErrorCode.CardUnassigned;
  if (card.status !== CardStatus.Active) return ErrorCode.CardMustBeActive;
  return undefined;
}

/** Throws cardRefusal's code, if any. */
export function assertCardUsable(card: Pick<Card, "status" | "unassigned">): void {
  const refusal = cardRefusal(card);
  if (refusal) throw new SandboxError(refusal);
}
