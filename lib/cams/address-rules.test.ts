import { describe, expect, it } from "vitest";
import {
  addressFields,
  addressPatchSchema,
  countryChangeRefused,
  missingForNewAddress,
} from "./address-rules";

const stored = {
  type: "Home",
  line_1: "1 Main Street",
  line_3: "Flat 5",
  city: "Berlin",
  postal_code: "10115",
  country: "DE",
};

function problems(schema: ReturnType<typeof addressPatchSchema>, value: object) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
}

describe("addressFields", () => {
  it("marks as mandatory exactly what PUT requires besides type (v1.50)", () => {
    expect(addressFields.filter((f) => f.mandatory).map((f) => f.name)).toEqual([
      "line_1",
      "city",
      "postal_code",
      "country",
    ]);
  });
});

describe("addressPatchSchema", () => {
  it("sends only the type and the fields given", () => {
    expect(problems(addressPatchSchema(stored), { type: "Home", line_3: "Flat 6" })).toEqual([]);
  });

  it("refuses to leave out a recorded optional line, which PATCH would keep", () => {
    expect(problems(addressPatchSchema(stored), { type: "Home", line_1: "2 Main Street" })).toEqual(
      ["line_3"],
    );
  });

  it("accepts a line left out that was never recorded, and any line on a new address", () => {
    expect(problems(addressPatchSchema({ ...stored, line_3: null }), { type: "Home" })).toEqual([]);
    expect(problems(addressPatchSchema(undefined), { type: "Work" })).toEqual([]);
  });

  it("keeps the interface's rules: an empty mandatory field and a bad country are refused", () => {
    expect(
      problems(addressPatchSchema(stored), { type: "Home", line_3: "x", city: "", country: "XX" }),
    ).toEqual(["city", "country"]);
  });
});

describe("countryChangeRefused (v1.46)", () => {
  const home = { type: "Home", country: "DE" };
  it("refuses another country for a Home address while user verification is on", () => {
    expect(countryChangeRefused(home, "FR", true)).toBe(true);
  });
  it("accepts the same country, another type, a first Home address, or verification off", () => {
    expect(countryChangeRefused(home, "DE", true)).toBe(false);
    expect(countryChangeRefused({ type: "Work", country: "DE" }, "FR", true)).toBe(false);
    expect(countryChangeRefused(undefined, "FR", true)).toBe(false);
    expect(countryChangeRefused(home, undefined, true)).toBe(false);
    expect(countryChangeRefused(home, "FR", false)).toBe(false);
  });
});

describe("missingForNewAddress (v1.50)", () => {
  const whole = {
    type: "Work" as const,
    line_1: "1 Main St",
    city: "Berlin",
    postal_code: "10115",
    country: "DE",
  };
  it("accepts an address with every field PUT makes mandatory", () => {
    expect(missingForNewAddress(whole)).toEqual({});
  });
  it("names each mandatory field that is missing", () => {
    expect(Object.keys(missingForNewAddress({ ...whole, postal_code: null }))).toEqual([
      "postal_code",
    ]);
    expect(Object.keys(missingForNewAddress({ type: "Work" })).sort()).toEqual([
      "city",
      "country",
      "line_1",
      "postal_code",
    ]);
  });
});
