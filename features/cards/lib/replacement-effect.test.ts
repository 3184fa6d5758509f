import { describe, expect, it } from "vitest";
import { replacementEffect } from "./replacement-effect";

const request = { reason: "Lost", address: "1 Main St, Berlin, 10115, DE" };

describe("what the replace confirmation says", () => {
  it("run now: the card is closed for good and a new one sent", () => {
    expect(replacementEffect({ ...request, waitsForApproval: false })).toBe(
      "Reason: Lost. This card is closed for good as 62 Replaced, and a new card is ordered (01 Ordered) and sent to 1 Main St, Berlin, 10115, DE.",
    );
  });

  it("held for approval: closed only once approved, never 'is closed' now", () => {
    const text = replacementEffect({ ...request, waitsForApproval: true });
    expect(text).toBe(
      "Reason: Lost. Once approved, this card will be closed for good as 62 Replaced, and a new card ordered (01 Ordered) and sent to 1 Main St, Berlin, 10115, DE.",
    );
    expect(text).not.toContain("is closed");
  });
});
