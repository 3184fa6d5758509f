import { CardStatus, type CardStatusCode, cardStatusNames } from "./enums";
import { ErrorCode, type KnownErrorCode } from "./errors/catalog";

// The card status machine (sandbox contract, States), written once: the sandbox enforces it,
// the console's lifecycle screen, buttons and simulate action read it.

/** Where the provider makes a physical card: ordered, embossed, printed, sent. */
export const PRODUCTION_PATH: readonly CardStatusCode[] = [
  CardStatus.Ordered,
  CardStatus.Embossing,
  CardStatus.Printing,
  CardStatus.Dispatched,
];

/** The path a physical card walks, in order, to Active; a virtual card starts at its end. */
export const LIFECYCLE_PATH: readonly CardStatusCode[] = [...PRODUCTION_PATH, CardStatus.Active];

/**
 * A card never leaves the ended statuses on its own: it does not count towards the maximum,
 * cannot be used, and at most is replaced (Lost, Stolen, Expired) to give its customer a
 * working card again.
 */
export const ENDED_CARD_STATUSES: readonly CardStatusCode[] = [
  CardStatus.Lost,
  CardStatus.Stolen,
  CardStatus.Expired,
  CardStatus.Replaced,
  CardStatus.Closed,
];

/** Off the path: Blocked and the ended statuses. */
export const OFF_PATH_STATUSES: readonly CardStatusCode[] = [
  CardStatus.Blocked,
  ...ENDED_CARD_STATUSES,
];

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

/** Whether the operation is possible from this status (an unknown status allows none). */
export function cardOperationAllowed(operation: CardOperation, status: string): boolean {
  return (cardOperations[operation].from as readonly string[]).includes(status);
}

/**
 * Whether the provider itself may move a card from one status to the other, as the simulation
 * does: the next production step only (`01 → 02 → 03 → 04`; activation is the cardholder's), or
 * an end it decides (Lost, Stolen, Expired, Closed) from any status that has not ended.
 */
export function providerMayMove(from: string, to: string): boolean {
  const step = PRODUCTION_PATH.indexOf(from as CardStatusCode);
  const nextStep = step >= 0 && PRODUCTION_PATH[step + 1] === to;
  const ended = ENDED_CARD_STATUSES as readonly string[];
  const providerEnd = to !== CardStatus.Replaced && ended.includes(to) && !ended.includes(from);
  return nextStep || providerEnd;
}

/** The production step after this one, or null once a card is past 04 (or not on the path). */
export function nextProductionStatus(status: string): CardStatusCode | null {
  const at = PRODUCTION_PATH.indexOf(status as CardStatusCode);
  return at >= 0 ? (PRODUCTION_PATH[at + 1] ?? null) : null;
}

/** "03 Printing"; an unknown code is shown as it came. */
export function cardStatusLabel(code: string): string {
  const name = (cardStatusNames as Record<string, string>)[code];
  return name ? `${code} ${name}` : code;
}

/**
 * How far a step of the path got: "done" and "current" happened; "skipped" did not happen although
 * the card went past it (03 → 00 skips 04 Dispatched); "ahead" may still happen; "not-reached"
 * never will (the card ended first); "unknown" when no history says whether it happened.
 */
export type LifecycleStepState =
  | "done"
  | "current"
  | "skipped"
  | "ahead"
  | "not-reached"
  | "unknown";

export type LifecycleStep = {
  status: CardStatusCode;
  state: LifecycleStepState;
  /** When the card reached this step: the first time for a step behind it, the last for its current one. */
  date: string | null;
};

/** One status change, as the status history reports it (oldest first). */
type StatusChange = { to_status: string; changed_date: string };

/**
 * The lifecycle screen's steps, showing only what happened. A virtual card is never made, so its
 * path is Active alone. With the status history, a step is done when the card reached it, dated;
 * without one (a provider with no history), only what the machine guarantees is done: activation
 * needs 03, so a card past it went through 01, 02 and 03, while 04 may or may not have happened.
 */
export function lifecycleSteps(card: {
  status: string;
  cardType?: string | null;
  history?: readonly StatusChange[] | null;
}): LifecycleStep[] {
  const path = card.cardType === "Virtual" ? [CardStatus.Active] : LIFECYCLE_PATH;
  const { history } = card;
  const reached = (code: string) => history?.filter((change) => change.to_status === code) ?? [];
  const at = path.indexOf(card.status as CardStatusCode);
  const ended = (ENDED_CARD_STATUSES as readonly string[]).includes(card.status);
  // Blocked is only ever reached from Active; an ended card's path stops where it was.
  const onPathNow = at >= 0 ? at : card.status === CardStatus.Blocked ? path.length : -1;
  const furthest = history
    ? Math.max(onPathNow, ...path.map((code, i) => (reached(code).length > 0 ? i : -1)))
    : onPathNow;
  return path.map((status, i) => {
    const times = reached(status);
    if (i === at) return { status, state: "current", date: times.at(-1)?.changed_date ?? null };
    if (history) {
      if (times.length > 0) return { status, state: "done", date: times[0]!.changed_date };
      if (i < furthest) return { status, state: "skipped", date: null };
      return { status, state: ended ? "not-reached" : "ahead", date: null };
    }
    if (i < furthest) {
      // Past a step means through it up to 03; a blocked card was Active; 04 is optional.
      const certain =
        i <= PRODUCTION_PATH.indexOf(CardStatus.Printing) || status === CardStatus.Active;
      return { status, state: certain ? "done" : "unknown", date: null };
    }
    return { status, state: ended || furthest < 0 ? "unknown" : "ahead", date: null };
  });
}
