import { describe, expect, it } from "vitest";
import { needsApproval } from "./policy-rule";

const aboveEur1000 = { mode: "above" as const, thresholds: { EUR: 100000 } };

describe("needsApproval", () => {
  it("holds nothing back when off or without a policy, everything when always", () => {
    expect(needsApproval(null, { amount: 5000, currency: "EUR" })).toBe(false);
    expect(
      needsApproval({ mode: "off", thresholds: { EUR: 1 } }, { amount: 5000, currency: "EUR" }),
    ).toBe(false);
    expect(needsApproval({ mode: "always", thresholds: {} })).toBe(true);
    expect(
      needsApproval({ mode: "always", thresholds: {} }, { amount: 0.01, currency: "EUR" }),
    ).toBe(true);
  });

  it("'above' is strictly greater: equal to the threshold goes through, one cent above waits", () => {
    expect(needsApproval(aboveEur1000, { amount: 1000, currency: "EUR" })).toBe(false);
    expect(needsApproval(aboveEur1000, { amount: 999.99, currency: "EUR" })).toBe(false);
    expect(needsApproval(aboveEur1000, { amount: 1000.01, currency: "EUR" })).toBe(true);
  });

  it("compares in minor units, not floats", () => {
    // 0.1 + 0.2 is not 0.3 as a float; 0.30 EUR under a 30-cent threshold is equal, so it does not wait.
    expect(
      needsApproval({ mode: "above", thresholds: { EUR: 30 } }, { amount: 0.3, currency: "EUR" }),
    ).toBe(false);
    expect(
      needsApproval({ mode: "above", thresholds: { EUR: 30 } }, { amount: 0.31, currency: "EUR" }),
    ).toBe(true);
  });

  it("judges each currency by its own threshold; a currency without one never waits", () => {
    expect(needsApproval(aboveEur1000, { amount: 5000, currency: "USD" })).toBe(false);
    const both = { mode: "above" as const, thresholds: { EUR: 100000, JPY: 100000 } };
    // JPY has no minor unit: 100000 is ¥100,000.
    expect(needsApproval(both, { amount: 100000, currency: "JPY" })).toBe(false);
    expect(needsApproval(both, { amount: 100001, currency: "JPY" })).toBe(true);
  });

  it("does not hold back an action that moves no amount under 'above'", () => {
    expect(needsApproval(aboveEur1000, null)).toBe(false);
    expect(needsApproval(aboveEur1000, { amount: 5000, currency: "XYZ" })).toBe(false);
  });
});
