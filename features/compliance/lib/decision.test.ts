import { describe, expect, it } from "vitest";
import { DECISION_REASON_MAX, NOTE_MAX } from "@/lib/db/schema/compliance-values";
import { complianceDecisionInput, complianceNoteInput } from "./decision";

const decision = (reason: unknown) =>
  complianceDecisionInput.safeParse({ customer_id: "c-1", decision: "clear", reason });
const choose = (choice: unknown) =>
  complianceDecisionInput.safeParse({ customer_id: "c-1", decision: choice, reason: "ok" });
const messageOf = (result: ReturnType<typeof complianceDecisionInput.safeParse>) =>
  result.success ? undefined : result.error.issues[0]?.message;

describe("decision reason", () => {
  it.each([
    ["empty", ""],
    ["only spaces", "   "],
    ["only a newline and tabs", "\n\t "],
  ])("refuses a reason that is %s, on the reason field", (_, reason) => {
    const result = decision(reason);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["reason"]);
    expect(messageOf(result)).toBe("Write the reason: it cannot be empty");
  });

  it("refuses a missing reason", () => {
    expect(decision(undefined).success).toBe(false);
  });

  it("accepts one character and keeps the reason trimmed", () => {
    expect(decision(" x ").data?.reason).toBe("x");
  });

  it(`accepts exactly ${DECISION_REASON_MAX} characters and refuses one more`, () => {
    expect(decision("a".repeat(DECISION_REASON_MAX)).success).toBe(true);
    // Surrounding spaces do not count against the limit: they are trimmed first.
    expect(decision(` ${"a".repeat(DECISION_REASON_MAX)} `).success).toBe(true);
    const over = decision("a".repeat(DECISION_REASON_MAX + 1));
    expect(messageOf(over)).toBe(
      `The reason cannot be longer than ${DECISION_REASON_MAX} characters`,
    );
  });
});

describe("decision choice", () => {
  it.each(["clear", "keep_on_hold", "reject", "escalate"])("accepts %s", (choice) => {
    expect(choose(choice).success).toBe(true);
  });

  it.each([undefined, null, "", "approve", "Clear"])("refuses %j", (choice) => {
    expect(messageOf(choose(choice))).toBe("Choose a decision");
  });

  it("refuses fields it does not know, such as an author", () => {
    expect(
      complianceDecisionInput.safeParse({
        customer_id: "c-1",
        decision: "clear",
        reason: "ok",
        author_id: "someone-else",
      }).success,
    ).toBe(false);
  });
});

describe("note", () => {
  const note = (body: string) => complianceNoteInput.safeParse({ customer_id: "c-1", body });

  it("refuses an empty or blank note and accepts up to the limit", () => {
    expect(note("").success).toBe(false);
    expect(note("  ").success).toBe(false);
    expect(note("a".repeat(NOTE_MAX)).success).toBe(true);
    expect(note("a".repeat(NOTE_MAX + 1)).success).toBe(false);
  });
});
