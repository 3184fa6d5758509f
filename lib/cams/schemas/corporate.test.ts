import { describe, expect, it } from "vitest";
import * as fixtures from "../__fixtures__/bodies";
import { issuePaths } from "../__fixtures__/issues";
import { beneficiaryCreateRequest, LINE1_LIMITED_REMITTANCE_VENDORS } from "./beneficiary";
import {
  corporateCreateRequest,
  corporateIndividualCreateRequest,
  corporateResponse,
  corporateUpdateRequest,
} from "./corporate";
import {
  spendControlCreateRequest,
  spendControlResponse,
  updateSpendControlRequest,
} from "./spend-control";

describe("corporate", () => {
  const corporate = { name: "Acme GmbH", tax_residency: "DE", address: fixtures.carrierAddress };

  it.each([
    ["valid", corporate, []],
    ["with a parent", { ...corporate, parent_corporate_id: "corp_1" }, []],
    ["no tax_residency", { ...corporate, tax_residency: undefined }, ["tax_residency"]],
    ["no address", { ...corporate, address: undefined }, ["address"]],
  ])("create: %s", (_, body, at) => {
    expect(issuePaths(corporateCreateRequest, body)).toEqual(at);
  });

  it("update takes any field, parent_corporate_id included", () => {
    expect(corporateUpdateRequest.safeParse({ parent_corporate_id: "corp_2" }).success).toBe(true);
    expect(corporateUpdateRequest.safeParse({}).success).toBe(false);
  });

  it.each([
    ["valid", fixtures.corporateIndividual, []],
    ["several types", { ...fixtures.corporateIndividual, types: ["Director", "Shareholder"] }, []],
    ["no types", { ...fixtures.corporateIndividual, types: [] }, ["types"]],
    ["an unknown type", { ...fixtures.corporateIndividual, types: ["Boss"] }, ["types.0"]],
    [
      "no residence_country",
      { ...fixtures.corporateIndividual, residence_country: undefined },
      ["residence_country"],
    ],
    [
      "a name with a digit",
      { ...fixtures.corporateIndividual, first_name: "J4ne" },
      ["first_name"],
    ],
  ])("individual: %s", (_, body, at) => {
    expect(issuePaths(corporateIndividualCreateRequest, body)).toEqual(at);
  });

  it("says in words that at least one type is needed, whether the list is empty or missing", () => {
    const messages = (types: unknown) =>
      corporateIndividualCreateRequest
        .safeParse({ ...fixtures.corporateIndividual, types })
        .error?.issues.map((i) => i.message);
    expect(messages([])).toEqual(["Choose at least one type"]);
    expect(messages(undefined)).toEqual(["Choose at least one type"]);
    // The boundary: one type is enough.
    expect(messages(["Cardholder"])).toBeUndefined();
  });

  it("says a missing tax residency or residence country in words", () => {
    const { tax_residency: _, ...noResidency } = corporate;
    expect(corporateCreateRequest.safeParse(noResidency).error?.issues[0]?.message).toBe(
      "Country is required",
    );
    const { residence_country: __, ...noCountry } = fixtures.corporateIndividual;
    expect(corporateIndividualCreateRequest.safeParse(noCountry).error?.issues[0]?.message).toBe(
      "Country is required",
    );
  });

  it("the response keeps what it does not know", () => {
    const response = {
      corporate_id: "c",
      name: "Acme",
      individuals: [{ individual_id: "i", first_name: "J", last_name: "D", types: ["Chair"] }],
      rating: "A",
    };
    expect(corporateResponse.parse(response)).toEqual(response);
  });
});

describe("spend control", () => {
  const create = { ...fixtures.spendControlRules, bin: "12345678" };

  it.each([
    ["valid", create, []],
    ["a 5-digit bin", { ...create, bin: "12345" }, ["bin"]],
    [
      "a 3-digit MCC",
      { ...create, merchant_category_codes: ["541"] },
      ["merchant_category_codes.0"],
    ],
    [
      "a non-ISO terminal location",
      { ...create, terminal_locations: ["UK"] },
      ["terminal_locations.0"],
    ],
    ["no is_enabled", { ...create, is_enabled: undefined }, ["is_enabled"]],
    [
      "periodicities",
      {
        ...create,
        periodicities: [
          { period: "Daily", max_amount: 100 },
          { period: "Monthly", max_count: 30 },
        ],
      },
      [],
    ],
    [
      "a limit that limits nothing",
      { ...create, periodicities: [{ period: "Daily" }] },
      ["periodicities.0"],
    ],
    [
      "the same period twice",
      {
        ...create,
        periodicities: [
          { period: "Daily", max_count: 1 },
          { period: "Daily", max_count: 2 },
        ],
      },
      ["periodicities"],
    ],
    [
      "an unknown period",
      { ...create, periodicities: [{ period: "Fortnightly", max_count: 1 }] },
      ["periodicities.0.period"],
    ],
    [
      "the deprecated periodicity",
      { ...create, periodicity: { period: "Weekly", max_amount: 50 } },
      [],
    ],
  ])("create: %s", (_, body, at) => {
    expect(issuePaths(spendControlCreateRequest, body)).toEqual(at);
  });

  it("UpdateSpendControlRequest is a full update", () => {
    expect(updateSpendControlRequest.safeParse(fixtures.spendControlRules).success).toBe(true);
    expect(issuePaths(updateSpendControlRequest, { name: "x" })).toContain("is_enabled");
  });

  it("the response keeps unknown periods", () => {
    const response = { id: "s", periodicities: [{ period: "Fortnightly", max_count: 2 }] };
    expect(spendControlResponse.parse(response)).toEqual(response);
  });
});

describe("beneficiary address line_1 limit", () => {
  const [limited] = LINE1_LIMITED_REMITTANCE_VENDORS;
  const withLine1 = (vendor: string | undefined, length: number) => ({
    ...fixtures.beneficiary,
    vendor,
    address: { ...fixtures.carrierAddress, line_1: "L".repeat(length) },
  });

  it.each([
    [limited, 40, []],
    [limited, 41, ["address.line_1"]],
    ["OtherVendor", 41, []],
    ["OtherVendor", 200, []],
    [undefined, 41, []],
  ])("vendor %s, line_1 of %i", (vendor, length, at) => {
    expect(issuePaths(beneficiaryCreateRequest, withLine1(vendor, length))).toEqual(at);
  });

  it("checks the beneficiary's names and full name", () => {
    expect(
      issuePaths(beneficiaryCreateRequest, { ...fixtures.beneficiary, last_name: "D@e" }),
    ).toEqual(["last_name"]);
    expect(
      issuePaths(beneficiaryCreateRequest, {
        ...fixtures.beneficiary,
        first_name: "J".repeat(35),
        last_name: "D".repeat(35),
      }),
    ).toEqual(["last_name"]);
  });
});
