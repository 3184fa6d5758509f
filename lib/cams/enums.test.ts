import { describe, expect, it } from "vitest";
import {
  CardStatus,
  cardStatusCode,
  cardStatusNames,
  kycLevel,
  processingCodeTypeOf,
  processingCodeTypes,
  reasonCodes,
  transactionCode,
  transactionCodes,
  transactionType,
} from "./enums";
import { tolerantEnum } from "./helpers";

describe("transaction_code", () => {
  it.each([
    ["accountload", "AccountLoad"],
    ["ACCOUNTLOAD", "AccountLoad"],
    ["AccountLoad", "AccountLoad"],
    ["sepaOUTGOINGpayment", "SepaOutgoingPayment"],
    ["voucherload", "VoucherLoad"],
  ])("reads %s as %s", (input, canonical) => {
    expect(transactionCode.parse(input)).toBe(canonical);
  });

  it.each(["SepaDirectDebit", "Account Load", "", "AccountLoads"])("refuses %s", (input) => {
    expect(transactionCode.safeParse(input).success).toBe(false);
  });

  it("has the spec's seven values, each mapping to the processing_code_type of the same name", () => {
    expect(transactionCodes).toHaveLength(7);
    for (const code of transactionCodes) expect(processingCodeTypeOf[code]).toBe(code);
  });
});

it("processing_code_type has the nine values plus the two corporate adjustments", () => {
  expect(processingCodeTypes).toHaveLength(11);
  expect(processingCodeTypes).toContain("SepaIncomingPaymentAdjustment");
  expect(processingCodeTypes).toContain("SepaOutgoingPaymentAdjustment");
});

it.each([
  ["Cancelation", "Cancellation"],
  ["Cancellation", "Cancellation"],
  ["DirectDebit", "DirectDebit"],
  ["SomethingNew", "SomethingNew"],
])("transaction_type %s is kept as %s", (input, output) => {
  expect(transactionType.parse(input)).toBe(output);
});

it("the 13 reason codes the spec added are all there", () => {
  for (const code of [
    "AC13",
    "AGNT",
    "CURR",
    "CUTA",
    "DNOR",
    "ED05",
    "FF01",
    "MD01",
    "MD02",
    "MD06",
    "SL01",
    "UPAY",
    "BE05",
  ]) {
    expect(reasonCodes).toContain(code);
  }
});

describe("card statuses", () => {
  it("name and code both ways; 03 is Printing", () => {
    expect(cardStatusNames["03"]).toBe("Printing");
    expect(CardStatus.Printing).toBe("03");
    expect(CardStatus.Active).toBe("00");
    expect(CardStatus.Closed).toBe("83");
    expect(Object.keys(cardStatusNames)).toHaveLength(11);
  });

  it("requests take only known codes", () => {
    expect(cardStatusCode.safeParse("03").success).toBe(true);
    expect(cardStatusCode.safeParse("3").success).toBe(false);
  });
});

it("kyc_level says in words whether it is missing or wrong", () => {
  expect(kycLevel.safeParse(undefined).error?.issues[0]?.message).toBe("Choose a KYC level");
  expect(kycLevel.safeParse("KYX").error?.issues[0]?.message).toBe(
    "Choose a KYC level from the list",
  );
});

it("tolerant enums pass unknown values through as strings", () => {
  const status = tolerantEnum(["A", "B"]);
  expect(status.parse("A")).toBe("A");
  expect(status.parse("Z")).toBe("Z");
  expect(status.safeParse(3).success).toBe(false);
});
