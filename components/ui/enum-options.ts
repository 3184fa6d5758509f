import { enumLabel } from "@/lib/cams/labels";

export { enumLabel };

export type Option = { value: string; label: string };

/** A spec enum as select options labelled in words. */
export function enumOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: enumLabel(value) }));
}
