import { describe, expect, it } from "vitest";
import { CARD_STATUS_REASON_MAX, statusReasons } from "./status-reason-rule";
import { cardStatusReasonInput } from "./status-reasons";

const card_id = "0b6f4a52-3c1e-4d8a-9f00-7e2d9c1a5b43";
const parse = (reason: unknown) => cardStatusReasonInput.safeParse({ card_id, reason });

describe("the reason for a block or an unblock", () => {
  it("takes one of the usual reasons, or the agent's own words, trimmed", () => {
    for (const reason of [...statusReasons.block, ...statusReasons.unblock])
      expect(parse(reason).success, reason).toBe(true);
    expect(parse("  Customer called back  ").data?.reason).toBe("Customer called back");
  });

  it("refuses none, on the reason field, in words", () => {
    for (const reason of [undefined, "", "   "]) {
      const result = parse(reason);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ["reason"],
        message: "Choose a reason, or write one",
      });
    }
  });

  it(`allows ${CARD_STATUS_REASON_MAX} characters and refuses one more`, () => {
    expect(parse("x".repeat(CARD_STATUS_REASON_MAX)).success).toBe(true);
    expect(parse("x".repeat(CARD_STATUS_REASON_MAX + 1)).error?.issues[0]?.message).toBe(
      `A reason has at most ${CARD_STATUS_REASON_MAX} characters`,
    );
  });
});
