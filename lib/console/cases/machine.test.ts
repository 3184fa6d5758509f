import { describe, expect, it } from "vitest";
import { caseStatuses } from "@/lib/db/schema/case-values";
import { canMove, describeDue, moveRefusal, nextStatuses } from "./machine";

const allowed = new Set([
  "new>in_review",
  "new>waiting_on_customer",
  "new>escalated",
  "new>closed",
  "in_review>waiting_on_customer",
  "in_review>escalated",
  "in_review>closed",
  "waiting_on_customer>in_review",
  "waiting_on_customer>escalated",
  "waiting_on_customer>closed",
  "escalated>in_review",
  "escalated>waiting_on_customer",
  "escalated>closed",
]);

describe("the case state machine", () => {
  // Every ordered pair of statuses, the 13 moves allowed and the 12 refused, each said in words.
  for (const from of caseStatuses) {
    for (const to of caseStatuses) {
      const ok = allowed.has(`${from}>${to}`);
      it(`${ok ? "allows" : "refuses"} ${from} → ${to}`, () => {
        expect(canMove(from, to)).toBe(ok);
        expect(nextStatuses(from).includes(to)).toBe(ok);
        if (!ok) expect(moveRefusal(from, to)).toMatch(/^The case is|^A case that is/);
      });
    }
  }

  it("says why in words: the same status, a closed case, a move back to new", () => {
    expect(moveRefusal("in_review", "in_review")).toBe("The case is already in review.");
    expect(moveRefusal("closed", "in_review")).toBe(
      "The case is closed: open a new case for a new concern.",
    );
    expect(moveRefusal("escalated", "new")).toBe(
      "A case that is escalated cannot be moved to new.",
    );
  });
});

describe("deadlines", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

  it("says when in words, at each boundary", () => {
    expect(describeDue(hours(0.5), now)).toEqual({
      words: "Due in less than an hour",
      tone: "warn",
    });
    expect(describeDue(hours(1), now).words).toBe("Due in 1 hour");
    expect(describeDue(hours(23.9), now)).toEqual({ words: "Due in 23 hours", tone: "warn" });
    expect(describeDue(hours(24), now)).toEqual({ words: "Due in 24 hours", tone: "neutral" });
    expect(describeDue(hours(47.9), now).words).toBe("Due in 47 hours");
    expect(describeDue(hours(48), now).words).toBe("Due in 2 days");
    expect(describeDue(hours(71.9), now).words).toBe("Due in 2 days");
    expect(describeDue(now, now).words).toBe("Due in less than an hour");
    expect(describeDue(hours(-0.001), now)).toEqual({
      words: "Overdue by less than an hour",
      tone: "bad",
    });
    expect(describeDue(hours(-50), now).words).toBe("Overdue by 2 days");
  });
});
