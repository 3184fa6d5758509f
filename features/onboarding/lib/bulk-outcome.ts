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
};

export type RetryAnswer<Created> =
  | { ok: true; created: readonly Created[] }
  | { ok: false; message: string; code?: string };

// Created items name their place in the request. Were the provider to leave it out when it
// created every item, the order is the request's.
function placeCreated<Created extends Positioned>(
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
): ItemOutcome<Item, Created>[] {
  const placed = placeCreated(requested.length, created);
  return requested.map((item, position) => ({
    position,
    item,
    created: placed.get(position),
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
  const byPosition = new Map(retried.map((position, index) => [position, placed.get(index)]));
  return outcomes.map((outcome) => {
    if (!byPosition.has(outcome.position)) return outcome;
    const created = byPosition.get(outcome.position);
    return {
      ...outcome,
      created,
      refusal: answer.ok ? undefined : answer.message,
      refusalCode: answer.ok ? undefined : answer.code,
      attempts: outcome.attempts + 1,
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
