import type { Option } from "@/components/ui/enum-options";
import { currencyCodes } from "@/lib/cams";

export type { Option };
export type OnboardingOptions = { currencies: Option[] };

/**
 * The currencies from lib/cams with their English names, made once on the server so the
 * browser shows the same names it was sent (ICU versions differ between Node and browsers).
 * Countries are the console's one country field (components/ui/country-field).
 */
export function onboardingOptions(): OnboardingOptions {
  const currencies = new Intl.DisplayNames(["en"], { type: "currency" });
  return {
    currencies: currencyCodes.map((code) => ({
      value: code,
      label: `${code} – ${currencies.of(code) ?? code}`,
    })),
  };
}
