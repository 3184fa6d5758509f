import { describe, expect, it } from "vitest";
import { applyRetry, bulkOutcome, missingPositions, retryMissing } from "./bulk-outcome";

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
