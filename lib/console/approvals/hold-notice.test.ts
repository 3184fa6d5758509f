import { describe, expect, it } from "vitest";
import { holdNotice, type PolicyInForce } from "./hold-notice";

const above1000: PolicyInForce = {
  mode: "above",
  thresholds: { EUR: 100_000 },
  approverRole: "manager",
};

describe("holdNotice: what a confirmation says of a four-eyes policy", () => {
  it("says the action will wait, naming the approver role in words, when the policy holds it", () => {
    expect(holdNotice(above1000, "debit", { amount: 1000.01, currency: "EUR" })).toBe(
      "This debit will wait for a second manager's approval.",
    );
    const always: PolicyInForce = { mode: "always", thresholds: {}, approverRole: "compliance" };
    expect(holdNotice(always, "SEPA transfer", null)).toBe(
      "This SEPA transfer will wait for a second compliance officer's approval.",
    );
  });

  it("says nothing when the action runs at once, by the server's own rule", () => {
    // At the threshold, in another currency, with the policy off, or without a policy.
    expect(holdNotice(above1000, "debit", { amount: 1000, currency: "EUR" })).toBeNull();
    expect(holdNotice(above1000, "debit", { amount: 5000, currency: "USD" })).toBeNull();
    expect(
      holdNotice({ ...above1000, mode: "off" }, "debit", { amount: 5000, currency: "EUR" }),
    ).toBeNull();
    expect(holdNotice(undefined, "credit", { amount: 5000, currency: "EUR" })).toBeNull();
  });
});
