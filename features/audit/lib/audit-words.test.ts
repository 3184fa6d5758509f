import { describe, expect, it } from "vitest";
import { auditActionLabel, auditSummary, auditTargetHref } from "./audit-words";

describe("four-eyes entries in words", () => {
  it("names each step of a request, and the action it is for", () => {
    expect(auditActionLabel("approval.request")).toBe("Approval requested");
    expect(auditActionLabel("approval.approve")).toBe("Approved by a second person");
    expect(auditActionLabel("approval.reject")).toBe("Rejected by a second person");
    expect(auditSummary({ request_id: "r", action: "account.debit", policy: "debit" })).toBe(
      "Debit",
    );
    expect(auditSummary({ policy: "not-a-policy" })).toBeNull();
    expect(auditSummary({ decision: "keep_on_hold" })).toBe("Keep on hold");
  });

  it("links a request to its page", () => {
    expect(auditTargetHref("approval_request", "abc")).toBe("/approvals/abc");
  });
});
