import { describe, expect, it } from "vitest";
import { eventTitle, summarizeEvent } from "./event-summary";

describe("summarizeEvent", () => {
  it("reads a payment's status and reason code", () => {
    expect(summarizeEvent({ data: { payment_status: "RJCT", reason_code: "AC04" } })).toEqual({
      status: "RJCT",
      reasonCode: "AC04",
      rejectReasons: [],
    });
  });

  it("splits each reject reason into category and detail", () => {
    const payload = {
      data: {
        status: "Rejected",
        reject_reason: ["BadRequest|document blurry", "FailedDependency|registry down", "other", 7],
      },
    };
    expect(summarizeEvent(payload)).toEqual({
      status: "Rejected",
      reasonCode: null,
      rejectReasons: [
        { category: "BadRequest", detail: "document blurry" },
        { category: "FailedDependency", detail: "registry down" },
        { category: null, detail: "other" },
      ],
    });
  });

  it("shows nothing rather than failing on a payload of another shape", () => {
    for (const payload of [{ test: 1 }, { data: "x" }, { data: { status: 3 } }]) {
      expect(summarizeEvent(payload)).toEqual({
        status: null,
        reasonCode: null,
        rejectReasons: [],
      });
    }
  });
});

describe("eventTitle", () => {
  it("says what happened in words, not the raw type", () => {
    expect(eventTitle("payment.status", "ACSC")).toBe("Payment: settled");
    expect(eventTitle("payment.status", "RJCT")).toBe("Payment: rejected");
    expect(eventTitle("user.verification.status", "rejected")).toBe("Verification: rejected");
    expect(eventTitle("payment.status", "ZZZZ")).toBe("Payment: status ZZZZ");
    expect(eventTitle("card.status_changed", null)).toBe("Card status changed");
  });
});
