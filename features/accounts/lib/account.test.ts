import { describe, expect, it } from "vitest";
import { balanceAfter } from "./account";

const account = (balance: number | undefined, currency = "EUR") => ({
  account_id: "a1",
  currency,
  balance,
});

describe("balanceAfter", () => {
  it("adds and subtracts in minor units, so 0.1 + 0.2 is exactly 0.3", () => {
    expect(balanceAfter(account(0.1), 0.2, 1)).toBe(0.3);
    expect(balanceAfter(account(10), 10.01, -1)).toBe(-0.01);
    expect(balanceAfter(account(1000, "JPY"), 1, -1)).toBe(999);
  });

  it("is unknown, not a crash, for a missing balance, an unknown currency or a balance finer than the currency", () => {
    expect(balanceAfter(account(undefined), 1, 1)).toBeNull();
    expect(balanceAfter(account(1, "XXQ"), 1, 1)).toBeNull();
    expect(balanceAfter(account(1.005), 1, 1)).toBeNull();
    expect(balanceAfter(account(1.5, "JPY"), 1, 1)).toBeNull();
  });
});
