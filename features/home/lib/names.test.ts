import { describe, expect, it } from "vitest";
import { nameOf } from "./names";

describe("nameOf", () => {
  const names = {
    "customer:c-1": { name: "Jane Demo", ownerName: null },
    "account:a-1": { name: "DE89 3704 0044 0532 0130 00", ownerName: "Jane Demo" },
    "card:k-1": { name: "•••• 4242 · JANE DEMO", ownerName: "Jane Demo" },
  };

  it("names a customer, an account with its holder, a card as the directory does", () => {
    expect(nameOf(names, "customer", "c-1")).toBe("Jane Demo");
    expect(nameOf(names, "account", "a-1")).toBe("DE89 3704 0044 0532 0130 00, Jane Demo");
    expect(nameOf(names, "card", "k-1")).toBe("•••• 4242 · JANE DEMO");
  });

  it("says the object is not yet seen rather than show its id", () => {
    expect(nameOf(names, "customer", "c-unknown")).toBe("Customer not yet seen");
    expect(nameOf(names, "account", "a-unknown")).toBe("Account not yet seen");
  });
});
