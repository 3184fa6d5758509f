import { describe, expect, it } from "vitest";
import { countryCodes, currencyCodes } from "@/lib/cams";
import { onboardingOptions } from "./options";

describe("onboardingOptions", () => {
  const { countries, currencies } = onboardingOptions();

  it("offers exactly the lib/cams countries and currencies, with names", () => {
    expect(countries.map((c) => c.value).sort()).toEqual([...countryCodes]);
    expect(currencies.map((c) => c.value)).toEqual([...currencyCodes]);
    expect(countries.find((c) => c.value === "DE")?.label).toBe("Germany (DE)");
    expect(currencies.find((c) => c.value === "EUR")?.label).toBe("EUR – Euro");
  });

  it("sorts countries by name, so typing a name's first letter finds it", () => {
    const labels = countries.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  });
});
