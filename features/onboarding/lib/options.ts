import type { Option } from "@/components/ui/enum-options";
import { countryCodes, currencyCodes } from "@/lib/cams";

export type { Option };
export type OnboardingOptions = { countries: Option[]; currencies: Option[] };

/**
 * The real lists from lib/cams with their English names, made once on the server so the
 * browser shows the same names it was sent (ICU versions differ between Node and browsers).
 */
export function onboardingOptions(): OnboardingOptions {
  const regions = new Intl.DisplayNames(["en"], { type: "region" });
  const currencies = new Intl.DisplayNames(["en"], { type: "currency" });
  return {
    countries: countryCodes
      .map((code) => ({ value: code, label: `${regions.of(code) ?? code} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label, "en")),
    currencies: currencyCodes.map((code) => ({
      value: code,
      label: `${code} – ${currencies.of(code) ?? code}`,
    })),
  };
}
