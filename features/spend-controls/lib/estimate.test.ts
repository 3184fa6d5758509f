import { describe, expect, it } from "vitest";
import { estimateAuthorization } from "./estimate";
import { answerInWords } from "./explain";
import { onFormFields } from "./field-errors";
import type { SpendControlGroupView } from "./groups";

const BIN = "45678901";
const input = {
  amount: 12.5,
  currency: "EUR",
  merchant_category_code: "7995",
  merchant_id: "SHOP-1",
  terminal_id: "T-1",
  terminal_location: "DE",
};
const group = (change: Partial<SpendControlGroupView> = {}): SpendControlGroupView => ({
  id: "g-1",
  name: "Groceries only",
  bin: BIN,
  is_enabled: true,
  merchant_category_codes: [],
  merchant_ids: [],
  terminal_locations: [],
  terminal_ids: [],
  periodicity: null,
  periodicities: [],
  ...change,
});
const estimate = (groups: SpendControlGroupView[], change: Partial<typeof input> = {}) => {
  const answer = estimateAuthorization(groups, BIN, { ...input, ...change });
  return answerInWords(answer, groups, { ...input, ...change });
};

describe("the console's estimate on a real provider: the sandbox's rules, said in words", () => {
  it("declines an MCC the group does not list, and approves one it lists", () => {
    const groups = [group({ merchant_category_codes: ["5411"] })];
    expect(estimate(groups)).toBe(
      "Estimate: Declined by group 'Groceries only': merchant category 7995 Betting, lottery and casino gaming is not among the allowed merchant categories (5411 Grocery stores and supermarkets).",
    );
    expect(estimate(groups, { merchant_category_code: "5411" })).toBe(
      "Estimate: Approved: no spend control group declines it.",
    );
  });

  it("lets a per-transaction limit be reached, not exceeded by one cent", () => {
    const groups = [group({ periodicities: [{ period: "PerTransaction", max_amount: 12.5 }] })];
    expect(estimate(groups)).toMatch(/^Estimate: Approved/);
    expect(estimate(groups, { amount: 12.51 })).toBe(
      "Estimate: Declined by group 'Groceries only': €12.51 would go over the group's amount limit per transaction.",
    );
  });

  it("ignores a disabled group and a group of another BIN, and reads the deprecated periodicity", () => {
    const strict = { merchant_category_codes: ["5411"] };
    expect(estimate([group({ ...strict, is_enabled: false })])).toMatch(/Approved/);
    expect(estimate([group({ ...strict, bin: "411111" })])).toMatch(/Approved/);
    expect(estimate([group({ periodicity: { period: "Daily", max_amount: 10 } })])).toContain(
      "would go over the group's amount limit today",
    );
  });

  it("says nothing has been spent yet: a count limit of 1 lets the first through", () => {
    expect(estimate([group({ periodicities: [{ period: "Monthly", max_count: 1 }] })])).toMatch(
      /Approved/,
    );
  });
});

describe("onFormFields", () => {
  it("puts the action's field errors on the form's fields, a list item's on its list", () => {
    expect(
      onFormFields({
        "rules.name": "Cannot be empty",
        "changes.merchant_category_codes.1": "Merchant category code must be 4 digits",
        "authorization.amount": "Amount must be greater than 0",
        root: "Something",
      }),
    ).toEqual({
      name: "Cannot be empty",
      merchant_category_codes: "Line 2: Merchant category code must be 4 digits",
      amount: "Amount must be greater than 0",
      root: "Something",
    });
  });
});
