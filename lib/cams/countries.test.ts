import { describe, expect, it } from "vitest";
import { countryCode, countryCodes } from "./countries";
import { currencyCode, currencyCodes, currencyExponent } from "./currencies";

describe("ISO 3166-1 alpha-2", () => {
  it("holds the 249 officially assigned codes, each once, in order", () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect([...countryCodes].sort()).toEqual([...countryCodes]);
  });

  it.each(["DE", "FR", "GB", "AX", "BQ", "CW", "SS", "SX", "PS", "TW", "ZW"])(
    "accepts %s",
    (code) => {
      expect(countryCode.safeParse(code).success).toBe(true);
    },
  );

  it.each(["UK", "EU", "XK", "ZZ", "de", "DEU", "D", "AN", "YU", "CS"])("refuses %s", (code) => {
    expect(countryCode.safeParse(code).success).toBe(false);
  });

  it("says a missing country is required, and a wrong one what a country looks like", () => {
    expect(countryCode.safeParse(undefined).error?.issues[0]?.message).toBe("Country is required");
    expect(countryCode.safeParse("de").error?.issues[0]?.message).toMatch(/alpha-2 code/);
  });
});

describe("ISO 4217", () => {
  it("codes are unique three-letter codes", () => {
    expect(new Set(currencyCodes).size).toBe(currencyCodes.length);
    for (const code of currencyCodes) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it.each([
    ["EUR", 2],
    ["USD", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["BHD", 3],
    ["KWD", 3],
    ["CLF", 4],
    ["XCG", 2],
  ] as const)("%s has exponent %i", (code, exponent) => {
    expect(currencyExponent(code)).toBe(exponent);
  });

  it.each(["XAU", "XXX", "XTS", "HRK", "ANG", "DEM", "eur", "EU"])("refuses %s", (code) => {
    expect(currencyCode.safeParse(code).success).toBe(false);
  });

  it("says a missing currency is required", () => {
    expect(currencyCode.safeParse(undefined).error?.issues[0]?.message).toBe(
      "Currency is required",
    );
    expect(currencyCode.safeParse("eur").error?.issues[0]?.message).toMatch(/ISO 4217/);
  });
});
