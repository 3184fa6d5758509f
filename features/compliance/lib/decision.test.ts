import { describe, expect, it } from "vitest";
import { DECISION_REASON_MAX, NOTE_MAX } from "@/lib/db/schema/compliance-values";
import { complianceDecisionInput, complianceNoteInput, realProviderFollowUp } from "./decision";

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

describe("what happens next on a real provider", () => {
  it("after Clear on a held customer, says the provider lifts the hold and the page follows", () => {
    const next = realProviderFollowUp("clear", "OnHold");
    expect(next).toContain("The provider still holds this customer");
    expect(next).toContain("Only the provider lifts an AML hold");
    expect(next).toContain("this console cannot");
    expect(next).toContain("updates when the provider reports the change");
  });

  it("says the same of a rejection the provider has not made yet", () => {
    expect(realProviderFollowUp("reject", "OnHold")).toContain(
      "Only the provider sets the status to Rejected",
    );
  });

  it("says nothing once the provider agrees, or for a decision that asks no change", () => {
    expect(realProviderFollowUp("clear", "Active")).toBeNull();
    expect(realProviderFollowUp("keep_on_hold", "OnHold")).toBeNull();
    expect(realProviderFollowUp("escalate", "OnHold")).toBeNull();
  });
});
