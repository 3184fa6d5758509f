/** A created account or card as the provider answers it. */
export type Positioned = { request_position_index?: number };

/**
 * One account or card item of a bulk create, followed through its retries: `created` once the
 * provider answered it, `refusal` when the provider's last word on it was a refusal.
 */
export type ItemOutcome<Item, Created extends Positioned> = {
  position: number;
  item: Item;
  created?: Created;
  refusal?: string;
  /** The provider's code of that refusal, shown apart from its sentence. */
  refusalCode?: string;
  attempts: number;
  /** The console's record of an item not created, kept so it can be retried later. */
  pendingId?: number;
};

/**
 * What the console answers to a send of items: those the provider created, and, in the order
 * sent, the record each item not created is kept under (null for a created one, or when the
 * console keeps no record, as for a corporate's accounts).
 */
export type ItemsAnswer<Created> = {
  created: Created[];
  pending: (number | null)[];
};

type RetryAnswer<Created> =
  | { ok: true; created: readonly Created[]; pending?: readonly (number | null)[] }
  | { ok: false; message: string; code?: string };

// Created items name their place in the request. Were the provider to leave it out when it
// created every item, the order is the request's.
export function placeCreated<Created extends Positioned>(
  sent: number,
  created: readonly Created[],
): Map<number, Created> {
  const placed = new Map<number, Created>();
  created.forEach((item, order) => {
    const index = item.request_position_index ?? (created.length === sent ? order : undefined);
    if (index !== undefined && index >= 0 && index < sent) placed.set(index, item);
  });
  return placed;
}

/**
 * A 201 or 206 split item by item: which of the requested items were created (by their
 * request_position_index) and which were not. A 206 shows only created items and says nothing
 * of why the others were not.
 */
export function bulkOutcome<Item, Created extends Positioned>(
  requested: readonly Item[],
  created: readonly Created[],
  pending: readonly (number | null)[] = [],
): ItemOutcome<Item, Created>[] {
  const placed = placeCreated(requested.length, created);
  return requested.map((item, position) => ({
    position,
    item,
    created: placed.get(position),
    attempts: 1,
    pendingId: placed.has(position) ? undefined : (pending[position] ?? undefined),
  }));
}

/** A refusal of the whole send, item by item: none was created, each for the same reason. */
export function refusedOutcome<Item>(requested: readonly Item[], message: string) {
  return requested.map((item, position) => ({
    position,
    item,
    refusal: message,
    attempts: 1,
  }));
}

/** Positions of the items still to create, in request order. */
export function missingPositions(outcomes: readonly ItemOutcome<unknown, Positioned>[]): number[] {
  return outcomes.filter((outcome) => !outcome.created).map((outcome) => outcome.position);
}

/**
 * Folds in the answer to a retry that sent the items at `retried` (original positions), in that
 * order: the retry's request_position_index counts in the retry's own array. A refusal of the
 * whole retry (every item failed) is the provider's reason for each of them.
 */
export function applyRetry<Item, Created extends Positioned>(
  outcomes: readonly ItemOutcome<Item, Created>[],
  retried: readonly number[],
  answer: RetryAnswer<Created>,
): ItemOutcome<Item, Created>[] {
  const placed = answer.ok ? placeCreated(retried.length, answer.created) : new Map();
  const indexOf = new Map(retried.map((position, index) => [position, index]));
  return outcomes.map((outcome) => {
    const index = indexOf.get(outcome.position);
    if (index === undefined) return outcome;
    const created = placed.get(index);
    // A retry that sent the items afresh may have put the ones still missing on record.
    const pendingId = created
      ? undefined
      : ((answer.ok ? answer.pending?.[index] : undefined) ?? outcome.pendingId);
    return {
      ...outcome,
      created,
      refusal: answer.ok ? undefined : answer.message,
      refusalCode: answer.ok ? undefined : answer.code,
      attempts: outcome.attempts + 1,
      pendingId,
    };
  });
}

/** Sends the missing items again through `send` (one bulk request) and folds in its answer. */
export async function retryMissing<Item, Created extends Positioned>(
  outcomes: readonly ItemOutcome<Item, Created>[],
  send: (items: Item[]) => Promise<RetryAnswer<Created>>,
): Promise<ItemOutcome<Item, Created>[]> {
  const missing = missingPositions(outcomes);
  if (missing.length === 0) return [...outcomes];
  const items = missing.map((position) => outcomes[position]!.item);
  return applyRetry(outcomes, missing, await send(items));
}

type Sent<Created> =
  | { ok: true; data: ItemsAnswer<Created> }
  | { ok: false; message: string; code?: string };

const asRetryAnswer = <Created>(result: Sent<Created>): RetryAnswer<Created> =>
  result.ok
    ? { ok: true, created: result.data.created, pending: result.data.pending }
    : { ok: false, message: result.message, code: result.code };

/**
 * Sends the missing items again: those the console keeps a record of by that record (`kept`),
 * so a created one is no longer offered on the customer's page; the others as items (`again`).
 */
export async function retryOutcomes<Item, Created extends Positioned>(
  outcomes: readonly ItemOutcome<Item, Created>[],
  send: {
    again: (items: Item[]) => Promise<Sent<Created>>;
    kept?: (ids: number[]) => Promise<Sent<Created>>;
  },
): Promise<ItemOutcome<Item, Created>[]> {
  const missing = missingPositions(outcomes);
  const ids = missing.map((position) => outcomes[position]!.pendingId);
  if (send.kept && missing.length > 0 && ids.every((id) => id !== undefined)) {
    return applyRetry(outcomes, missing, asRetryAnswer(await send.kept(ids as number[])));
  }
  return retryMissing(outcomes, async (items) => asRetryAnswer(await send.again(items)));
}
