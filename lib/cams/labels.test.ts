import { describe, expect, it } from "vitest";
import { kycLevel, reasonCode } from "./enums";
import { iban } from "./fields";
import { fieldLabel } from "./labels";
import { customerCreateRequest } from "./schemas/customer";
import { simulateOutgoingCreditTransferRequest } from "./schemas/simulation";
import { outgoingCreditTransferRequest } from "./schemas/transfer";
import { z } from "./zod";

const messages = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

describe("fieldLabel", () => {
  it.each([
    [["kyc_level"], "KYC level"],
    [["addresses", 0, "postal_code"], "postal code"],
    ["creditor.address.city", "city"],
    [["account_id"], "account"],
    [[], "value"],
  ])("%j reads %s", (path, label) => {
    expect(fieldLabel(path as PropertyKey[])).toBe(label);
  });
});

describe("zod issues in plain words", () => {
  it("a missing or wrong choice asks to choose, naming the field in words", () => {
    expect(kycLevel.safeParse(undefined).error?.issues[0]?.message).toBe("Choose a KYC level");
    expect(reasonCode.safeParse("NOPE").error?.issues[0]?.message).toBe(
      "Choose a reason code from the list",
    );
    expect(reasonCode.safeParse("AC01").success).toBe(true);
  });

  it("zod's own wording never shows: a missing text field asks to enter it by its label", () => {
    const schema = z.object({ addresses: z.array(z.object({ postal_code: z.string() })) });
    const text = messages(schema, { addresses: [{}] });
    expect(text).toEqual({ "addresses.0.postal_code": "Enter the postal code" });
    expect(messages(z.object({ count: z.number() }), { count: "x" })).toEqual({
      count: "Enter the count as a number",
    });
    expect(messages(z.strictObject({}), { end_to_end_id: "x" })).toEqual({
      "": "Not accepted here: end-to-end id",
    });
  });

  it("no message of a refused customer names a snake_case field or says Invalid input", () => {
    const all = Object.values(messages(customerCreateRequest, { kyc_level: "KYC" }));
    expect(all.length).toBeGreaterThan(3);
    for (const message of all) {
      expect(message).not.toMatch(/[a-z]+_[a-z]+|Invalid input|expected/);
    }
    expect(all).toContain("Complete the risk profile: KYC level KYC requires it");
  });

  it("an empty IBAN says whose IBAN to enter; a valid one passes", () => {
    const missing = messages(outgoingCreditTransferRequest, {
      creditor: { name: "Ann Lee", iban: "" },
    });
    expect(missing["creditor.iban"]).toBe("Enter the creditor's IBAN");
    expect(iban.safeParse("").error?.issues[0]?.message).toBe("Enter the IBAN");
    expect(iban.safeParse("DE89370400440532013000").success).toBe(true);
  });

  it("a rejection without its reason asks for the reason in words", () => {
    expect(messages(simulateOutgoingCreditTransferRequest, { payment_status: "RJCT" })).toEqual({
      reason_code: "Choose a reason code: a rejected payment (RJCT) needs one",
    });
    expect(
      simulateOutgoingCreditTransferRequest.safeParse({
        payment_status: "RJCT",
        reason_code: "AC01",
      }).success,
    ).toBe(true);
  });
});
