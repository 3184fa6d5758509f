import { describe, expect, it } from "vitest";
import {
  cardStatusOptions,
  cardsHref,
  lastFourProblem,
  WAITING_FOR_ACTIVATION,
} from "./search-params";

describe("the cards list's URL", () => {
  it("takes four digits as last four, or nothing", () => {
    expect(lastFourProblem("")).toBeNull();
    expect(lastFourProblem(" 4242 ")).toBeNull();
    expect(lastFourProblem("424")).toBe("Type the card's last four digits, like 4242");
    expect(lastFourProblem("42a2")).toBeTruthy();
    expect(lastFourProblem("42424")).toBeTruthy();
  });

  it("offers the statuses activation is allowed from as one choice", () => {
    expect(WAITING_FOR_ACTIVATION).toBe("03,04");
    expect(cardStatusOptions[0]?.label).toBe("Waiting for activation (03 Printing, 04 Dispatched)");
    expect(cardStatusOptions.map((o) => o.value)).toContain("03");
  });

  it("writes the owner and last four beside the shared filters", () => {
    const state = {
      name: "",
      status: "03",
      kyc_level: "",
      created_from: "",
      created_to: "",
      sort: "status",
      dir: "asc",
      last_four: "4242",
      owner: "",
    } as const;
    expect(cardsHref(state, 2)).toBe("/cards?status=03&sort=status&page=2&last_four=4242");
  });
});
