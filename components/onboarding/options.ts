import { countryCodes, currencyCodes } from "@/lib/cams";

export type Option = { value: string; label: string };
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

/**
 * An enum value as words, for a select's label; the value sent stays the spec's:
 * `Director_Owner` → "Director / owner", `LessThan500` → "Less than 500", `POSPurchases` →
 * "POS purchases".
 */
export function humanize(value: string): string {
  const words = value
    .replace(/_/g, " / ")
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/([0-9])([A-Za-z])/g, "$1 $2")
    .split(" ")
    .map((word, index) => (index === 0 || /^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()));
  return words.join(" ");
}

/** A spec enum as select options labelled in words. */
export function enumOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: humanize(value) }));
}
