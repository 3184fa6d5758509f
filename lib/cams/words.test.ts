import { describe, expect, it } from "vitest";
import { countryCodeFor, countryCodes, countryName, countryText } from "./country-names";
import { kycLevels, paymentStatuses, reasonCodes } from "./enums";
import { kycLevelMeanings, kycLevelText } from "./kyc-levels";
import { paymentStatusText, reasonCodeText } from "./meanings";
import { merchantCategoryNames, merchantCategoryText } from "./merchant-categories";

// The words tables: every value the interface allows has words; anything else is shown as it
// came and never throws.

describe("payment status and reason code words", () => {
  it("says the three statuses a transfer passes through the way an agent asks", () => {
    expect(paymentStatusText("ACSC")).toBe("ACSC — settled");
    expect(paymentStatusText("ACCP")).toBe("ACCP — accepted, not yet settled");
    expect(paymentStatusText("RJCT")).toBe("RJCT — rejected");
  });

  it("words every status and reason code, and shows an unknown one as it came", () => {
    for (const status of paymentStatuses) expect(paymentStatusText(status)).toMatch(/ — \S/);
    for (const code of reasonCodes) expect(reasonCodeText(code)).toMatch(/ — \S/);
    expect(paymentStatusText("ZZZZ")).toBe("ZZZZ");
    expect(reasonCodeText("constructor")).toBe("constructor");
  });
});

describe("merchant categories", () => {
  it("names the codes the demo and the tests use", () => {
    expect(merchantCategoryText("5732")).toBe("5732 Electronics stores");
    for (const code of ["5411", "5814", "5944", "7995"])
      expect(merchantCategoryText(code)).toMatch(new RegExp(`^${code} \\S`));
  });

  it("keys four-digit codes only, and shows an unknown one as it came", () => {
    for (const code of Object.keys(merchantCategoryNames)) expect(code).toMatch(/^\d{4}$/);
    expect(merchantCategoryText("0001")).toBe("0001");
    expect(merchantCategoryText("toString")).toBe("toString");
    expect(merchantCategoryText(null)).toBe("—");
  });
});

describe("KYC levels", () => {
  it("explains every level in one line", () => {
    expect(Object.keys(kycLevelMeanings).sort()).toEqual([...kycLevels].sort());
    expect(kycLevelText("SDD")).toMatch(/^SDD — Simplified due diligence/);
    expect(kycLevelText("Premium")).toBe("Premium");
    expect(kycLevelText(undefined)).toBe("—");
  });
});

describe("countries", () => {
  it("names a country by the Intl API", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(countryText("DE")).toBe("Germany (DE)");
  });

  it("names every ISO code, and shows anything else as it came", () => {
    for (const code of countryCodes) expect(countryName(code)).not.toBe(code);
    expect(countryName("Deutschland")).toBe("Deutschland");
    expect(countryText("ZZ")).toBe("ZZ");
    expect(countryText("")).toBe("—");
  });
});

describe("the country a person typed", () => {
  it("reads a name, a code in any case or a picked option as the ISO code", () => {
    for (const typed of ["DE", "de", " Germany ", "germany", "Germany (DE)"])
      expect(countryCodeFor(typed)).toBe("DE");
  });

  it("leaves anything else as typed, for the schema to refuse", () => {
    expect(countryCodeFor("Atlantis")).toBe("Atlantis");
    expect(countryCodeFor("")).toBe("");
  });
});
