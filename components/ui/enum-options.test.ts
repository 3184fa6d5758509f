import { describe, expect, it } from "vitest";
import { accountPurposes, identificationTypes, monthlyIncomes, professions } from "@/lib/cams";
import { enumLabel, enumOptions } from "./enum-options";

describe("enumLabel", () => {
  it.each([
    ["Director_Owner", "Director / owner"],
    ["SelfEmployed", "Self employed"],
    ["POSPurchases", "POS purchases"],
    ["Gaming_Betting", "Gaming / betting"],
    ["LessThan500", "Less than 500"],
    ["501To1000", "501 to 1000"],
    ["1001To1500", "1001 to 1500"],
    ["GreaterThan3000", "Greater than 3000"],
    ["Student", "Student"],
    ["Employee_Worker", "Employee / worker"],
    ["1501To2000", "1501 to 2000"],
    ["ReceiveSalary", "Receive salary"],
    ["OnHold", "On hold"],
    ["AccountLoad", "Account load"],
    ["SepaIncomingPayment", "SEPA incoming payment"],
    ["NationalId", "National ID"],
    ["KYC", "KYC"],
  ])("%s reads %s", (value, label) => {
    expect(enumLabel(value)).toBe(label);
  });

  it("gives every allowed value of a select a distinct label", () => {
    for (const values of [professions, accountPurposes, monthlyIncomes, identificationTypes]) {
      expect(new Set(values.map(enumLabel)).size).toBe(values.length);
    }
  });
});

describe("enumOptions", () => {
  it("sends the spec's value and shows words", () => {
    expect(enumOptions(["SelfEmployed"])).toEqual([
      { value: "SelfEmployed", label: "Self employed" },
    ]);
  });
});
