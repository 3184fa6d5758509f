import { describe, expect, it, vi } from "vitest";
import {
  applyRetry,
  bulkOutcome,
  missingPositions,
  refusedOutcome,
  retryMissing,
  retryOutcomes,
} from "./bulk-outcome";

const cards = ["first", "second", "third"];
const card = (id: string, index?: number) => ({ card_id: id, request_position_index: index });

describe("bulkOutcome", () => {
  it("places each created item by its request_position_index", () => {
    const outcome = bulkOutcome(cards, [card("c-3", 2), card("c-1", 0)]);
    expect(outcome.map((o) => o.created?.card_id)).toEqual(["c-1", undefined, "c-3"]);
    expect(missingPositions(outcome)).toEqual([1]);
  });

  it("counts everything created in a complete answer", () => {
    expect(
      missingPositions(
        bulkOutcome(
          cards,
          cards.map((_, i) => card(`c-${i}`, i)),
        ),
      ),
    ).toEqual([]);
  });

  it("reads a complete answer without positions in request order", () => {
    const outcome = bulkOutcome(["a", "b"], [card("c-a"), card("c-b")]);
    expect(outcome.map((o) => o.created?.card_id)).toEqual(["c-a", "c-b"]);
  });

  it("does not guess the place of a partial answer's item without a position", () => {
    expect(missingPositions(bulkOutcome(cards, [card("c-?")]))).toEqual([0, 1, 2]);
  });

  it("ignores positions outside the request", () => {
    expect(missingPositions(bulkOutcome(["a"], [card("c-x", 1)]))).toEqual([0]);
  });
});

describe("applyRetry", () => {
  const first = bulkOutcome(cards, [card("c-1", 1)]);

  it("maps the retry's own positions back to the original items", () => {
    // Items 0 and 2 were retried, in that order; the retry created its item 1, i.e. item 2.
    const after = applyRetry(first, [0, 2], { ok: true, created: [card("c-3", 1)] });
    expect(after.map((o) => o.created?.card_id)).toEqual([undefined, "c-1", "c-3"]);
    expect(after.map((o) => o.attempts)).toEqual([2, 1, 2]);
    expect(missingPositions(after)).toEqual([0]);
    expect(after[0]?.refusal).toBeUndefined();
  });

  it("gives the retry's refusal to every retried item, and leaves the others", () => {
    const message = "4224003: Customer has the maximum number of cards";
    const after = applyRetry(first, [0, 2], { ok: false, message });
    expect(after.map((o) => o.refusal)).toEqual([message, undefined, message]);
    expect(after[1]).toBe(first[1]);
  });

  it("clears an earlier refusal once the item is created", () => {
    const refused = applyRetry(first, [0, 2], { ok: false, message: "no" });
    const after = applyRetry(refused, [0, 2], {
      ok: true,
      created: [card("c-0", 0), card("c-2", 1)],
    });
    expect(missingPositions(after)).toEqual([]);
    expect(after.map((o) => o.refusal)).toEqual([undefined, undefined, undefined]);
  });
});

describe("retryMissing", () => {
  it("sends exactly the missing items, in request order, and folds in the answer", async () => {
    const sent: string[][] = [];
    const after = await retryMissing(bulkOutcome(cards, [card("c-2", 1)]), async (items) => {
      sent.push(items);
      return { ok: true, created: [card("c-3", 1)] };
    });
    expect(sent).toEqual([["first", "third"]]);
    expect(after.map((o) => o.created?.card_id)).toEqual([undefined, "c-2", "c-3"]);
  });

  it("sends nothing when nothing is missing", async () => {
    const complete = bulkOutcome(["a"], [card("c-a", 0)]);
    const after = await retryMissing(complete, () => {
      throw new Error("must not send");
    });
    expect(after).toEqual(complete);
  });
});

describe("kept items", () => {
  it("names the record of each item a 206 left out, none for a created one", () => {
    const outcome = bulkOutcome(cards, [card("c-1", 1)], [7, null, 8]);
    expect(outcome.map((o) => o.pendingId)).toEqual([7, undefined, 8]);
  });

  it("retries kept items by their records, and keeps the record of one still missing", async () => {
    const first = bulkOutcome(cards, [card("c-1", 1)], [7, null, 8]);
    const kept = vi.fn(async (ids: number[]) => ({
      ok: true as const,
      data: { created: [card("c-3", 1)], pending: ids.map((id, i) => (i === 1 ? null : id)) },
    }));
    const again = vi.fn();
    const after = await retryOutcomes(first, { again, kept });
    expect(kept).toHaveBeenCalledWith([7, 8]);
    expect(again).not.toHaveBeenCalled();
    expect(after.map((o) => [o.created?.card_id, o.pendingId])).toEqual([
      [undefined, 7],
      ["c-1", undefined],
      ["c-3", undefined],
    ]);
  });

  it("sends items with no record again as items, taking the records the answer gives", async () => {
    const first = refusedOutcome(["a", "b"], "Customer on hold");
    const again = vi.fn(async () => ({
      ok: true as const,
      data: { created: [card("c-a", 0)], pending: [null, 9] },
    }));
    const after = await retryOutcomes(first, { again, kept: vi.fn() });
    expect(again).toHaveBeenCalledWith(["a", "b"]);
    expect(after.map((o) => [o.created?.card_id, o.pendingId, o.refusal])).toEqual([
      ["c-a", undefined, undefined],
      [undefined, 9, undefined],
    ]);
  });

  it("keeps the record and says the refusal when the retry is refused whole", async () => {
    const first = bulkOutcome(["a"], [], [5]);
    const after = await retryOutcomes(first, {
      again: vi.fn(),
      kept: async () => ({ ok: false as const, message: "Customer on hold" }),
    });
    expect(after[0]).toMatchObject({ pendingId: 5, refusal: "Customer on hold", attempts: 2 });
  });
});
