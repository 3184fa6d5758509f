import { describe, expect, it } from "vitest";
import { accountDisplayName } from "./account-name";

const id = "0b6f4a52-3c1e-4d8a-9f00-7e2d9c1a5b43";

describe("an account's display name", () => {
  it("is its IBAN or account identifier when it has one", () => {
    expect(
      accountDisplayName({ account_id: id, account_identifier: "DE89370400440532013000" }),
    ).toBe("DE89370400440532013000");
    expect(
      accountDisplayName({ account_id: id, account_identifier: " ACC-1 ", currency: "EUR" }),
    ).toBe("ACC-1");
  });

  it("never is the whole internal id: without an identifier, its currency and the id's end", () => {
    for (const account_identifier of [null, undefined, "", "  "]) {
      const name = accountDisplayName({ account_id: id, account_identifier, currency: "EUR" });
      expect(name).toBe("EUR account without IBAN (ref. …1a5b43)");
      expect(name).not.toContain(id);
    }
    expect(accountDisplayName({ account_id: id })).toBe("Account without IBAN (ref. …1a5b43)");
  });
});
