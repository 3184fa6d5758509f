import { describe, expect, it } from "vitest";
import * as fixtures from "../__fixtures__/bodies";
import { issuePaths } from "../__fixtures__/issues";
import { address, addressPatchRequest } from "./address";
import {
  customerCreateRequest,
  customerResponse,
  customerSearchQuery,
  customerUpdateRequest,
  kycRequirements,
  phonesUpdateRequest,
} from "./customer";

const { identifications } = fixtures.kycCustomer;
const bare = { ...fixtures.anonymousCustomer, kyc_level: "KYC" };
const pathsOf = (body: unknown) => issuePaths(customerCreateRequest, body);

describe("customer create: conditional requirements", () => {
  it.each([
    ["a complete KYC customer", fixtures.kycCustomer, []],
    ["an Anonymous customer with nothing else", fixtures.anonymousCustomer, []],
    [
      "an SDD customer without addresses or identifications",
      { ...fixtures.anonymousCustomer, kyc_level: "SDD" },
      [],
    ],
    [
      "a KYB customer with identifications, no addresses",
      { ...bare, kyc_level: "KYB", identifications },
      [],
    ],
    ["no kyc_level", { ...fixtures.anonymousCustomer, kyc_level: undefined }, ["kyc_level"]],
    ["no nationality", { ...fixtures.anonymousCustomer, nationality: undefined }, ["nationality"]],
    ["KYB without identifications", { ...bare, kyc_level: "KYB" }, ["identifications"]],
    [
      "KYB with an empty identification list",
      { ...bare, kyc_level: "KYB", identifications: [] },
      ["identifications"],
    ],
    [
      "KYC without identifications",
      { ...fixtures.kycCustomer, identifications: undefined },
      ["identifications"],
    ],
    ["KYC without addresses", { ...fixtures.kycCustomer, addresses: undefined }, ["addresses"]],
    [
      "KYC without a Home address",
      { ...fixtures.kycCustomer, addresses: [{ ...fixtures.homeAddress, type: "Work" }] },
      ["addresses"],
    ],
    [
      "KYC without birth_country",
      { ...fixtures.kycCustomer, birth_country: undefined },
      ["birth_country"],
    ],
    [
      "KYC without risk_profile",
      { ...fixtures.kycCustomer, risk_profile: undefined },
      ["risk_profile"],
    ],
    [
      "KYC missing everything at once",
      { ...bare },
      ["identifications", "addresses", "birth_country", "risk_profile"],
    ],
  ])("%s", (_, body, paths) => {
    expect(pathsOf(body).sort()).toEqual([...paths].sort());
  });

  // The table forms read must say exactly what the schema enforces, level by level.
  const missing = {
    identifications: { identifications: undefined },
    homeAddress: { addresses: [{ ...fixtures.homeAddress, type: "Work" }] },
    birth_country: { birth_country: undefined },
    risk_profile: { risk_profile: undefined },
  } as const;
  it.each(
    Object.entries(kycRequirements).flatMap(([level, required]) =>
      Object.entries(required).map(([field, isRequired]) => [level, field, isRequired] as const),
    ),
  )("at %s, leaving out %s is refused: %s", (level, field, isRequired) => {
    const body = {
      ...fixtures.kycCustomer,
      kyc_level: level,
      ...missing[field as keyof typeof missing],
    };
    expect(pathsOf(body).length > 0).toBe(isRequired);
  });

  it("reports the KYC requirements together with field errors", () => {
    expect(pathsOf({ ...bare, first_name: "J0hn" }).sort()).toEqual(
      ["addresses", "birth_country", "first_name", "identifications", "risk_profile"].sort(),
    );
  });

  it.each([
    ["J".repeat(20), "D".repeat(49), true],
    ["J".repeat(20), "D".repeat(50), false],
    ["J".repeat(35), "D".repeat(34), true],
  ])("full name %s + %s (at most 70) → %s, reported on last_name", (first_name, last_name, ok) => {
    const paths = pathsOf({ ...fixtures.anonymousCustomer, first_name, last_name });
    expect(paths).toEqual(ok ? [] : ["last_name"]);
  });

  it("refuses unknown fields and bad phones", () => {
    expect(pathsOf({ ...fixtures.anonymousCustomer, nickname: "JJ" })).toEqual([""]);
    expect(pathsOf({ ...fixtures.anonymousCustomer, mobile_number: "0170 1234567" })).toEqual([
      "mobile_number",
    ]);
  });

  it("refuses values outside the risk profile lists", () => {
    const body = {
      ...fixtures.kycCustomer,
      risk_profile: { ...fixtures.riskProfile, monthly_income: "3001To4000" },
    };
    expect(pathsOf(body)).toEqual(["risk_profile.monthly_income"]);
  });

  it("checks nested accounts and cards", () => {
    const body = {
      ...fixtures.kycCustomer,
      accounts: [{ currency: "EURO" }],
      cards: [{ ...fixtures.cardItem, emboss_name: "jane" }],
    };
    expect(pathsOf(body)).toEqual(["accounts.0.currency", "cards.0.emboss_name"]);
  });
});

describe("addresses", () => {
  const { type, line_1, city, country, postal_code } = fixtures.homeAddress;

  it.each(["type", "line_1", "city", "country", "postal_code"])("PUT requires %s", (field) => {
    const body: Record<string, unknown> = {
      type,
      line_1,
      city,
      country,
      postal_code,
      line_3: "Flat 2",
    };
    delete body[field];
    expect(address.safeParse(body).error?.issues.map((i) => i.path)).toEqual([[field]]);
  });

  it("PATCH needs only type and accepts line_3", () => {
    expect(addressPatchRequest.safeParse({ type: "Home", line_3: "Flat 2" }).success).toBe(true);
    expect(addressPatchRequest.safeParse({ line_3: "Flat 2" }).success).toBe(false);
    expect(addressPatchRequest.safeParse({ type: "Home", floor: "2" }).success).toBe(false);
  });

  it("countries must be ISO 3166-1 alpha-2", () => {
    expect(address.safeParse({ ...fixtures.homeAddress, country: "UK" }).success).toBe(false);
    expect(address.safeParse({ ...fixtures.homeAddress, country: "GB" }).success).toBe(true);
  });
});

describe("customer updates and search", () => {
  it("PATCH customer checks the full name and needs a field", () => {
    expect(customerUpdateRequest.safeParse({ last_name: "Smith" }).success).toBe(true);
    expect(customerUpdateRequest.safeParse({}).success).toBe(false);
    expect(customerUpdateRequest.safeParse({ kyc_level: "KYC" }).success).toBe(false);
    expect(
      customerUpdateRequest.safeParse({ first_name: "J".repeat(40), last_name: "D".repeat(40) })
        .error?.issues[0]?.path,
    ).toEqual(["last_name"]);
  });

  it("PATCH phones takes at least one valid number", () => {
    expect(phonesUpdateRequest.safeParse({ landline_number: "+493012345678" }).success).toBe(true);
    expect(phonesUpdateRequest.safeParse({}).success).toBe(false);
    expect(phonesUpdateRequest.safeParse({ mobile_number: "+4912" }).success).toBe(false);
  });

  it("search: identification_value follows the identification pattern; paging is coerced", () => {
    expect(customerSearchQuery.parse({ identification_value: "AB 12'3", page_size: "10" })).toEqual(
      {
        identification_value: "AB 12'3",
        page_number: 1,
        page_size: 10,
      },
    );
    expect(customerSearchQuery.safeParse({ identification_value: "AB-123" }).success).toBe(false);
    expect(customerSearchQuery.safeParse({ page_size: "51" }).success).toBe(false);
    expect(customerSearchQuery.safeParse({ name: "Doe" }).success).toBe(false);
  });
});

it("customer response keeps unknown keys and unknown enum values", () => {
  const response = {
    customer_id: "c1",
    first_name: "Jane",
    last_name: "Doe",
    nationality: "DE",
    kyc_level: "KYC2",
    status: "Frozen",
    phones: [{ type: "Fax", number: "+4930123456" }],
    accounts: [{ account_id: "a1", currency: "EUR", status: "Dormant", request_position_index: 0 }],
    cards: [{ card_id: "k1", status: "99", cardholder_id: "h1", loyalty: true }],
    new_field: { nested: 1 },
  };
  expect(customerResponse.parse(response)).toEqual(response);
});
