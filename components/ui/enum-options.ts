export type Option = { value: string; label: string };

/**
 * The interface's enum values as words, for labels; the value sent stays the spec's:
 * `Director_Owner` → "Director / owner", `POSPurchases` → "POS purchases", `1001To1500` →
 * "1001 to 1500".
 */
export function enumLabel(value: string): string {
  const words = value
    .split("_")
    .map((part) =>
      part
        .replace(/(?<=[a-z])(?=[A-Z0-9])|(?<=[0-9])(?=[A-Za-z])|(?<=[A-Z])(?=[A-Z][a-z])/g, " ")
        .split(" ")
        .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
        .join(" "),
    )
    .join(" / ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A spec enum as select options labelled in words. */
export function enumOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: enumLabel(value) }));
}
