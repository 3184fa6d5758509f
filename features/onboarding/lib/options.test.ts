import { describe, expect, it } from "vitest";
import { currencyCodes } from "@/lib/cams";
import { onboardingOptions } from "./options";

describe("onboardingOptions", () => {
  const { currencies } = onboardingOptions();

  it("offers exactly the lib/cams currencies, with names", () => {
    expect(currencies.map((c) => c.value)).toEqual([...currencyCodes]);
    expect(currencies.find((c) => c.value === "EUR")?.label).toBe("EUR – Euro");
  });
});
