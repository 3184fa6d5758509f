// Without zod: the browser reads these labels on pages that build no schema. zod's messages are
// worded through them in ./zod.ts.
//
// The interface's names as words a person reads. The wire keeps the spec's values and
// snake_case fields; anything shown to a user (a select's options, a badge, a validation message)
// goes through here, so no `Employee_Worker` or "kyc_level is required" reaches a screen.

/** The text with its first letter in capitals. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words written in capitals whatever case the value gives them. */
const ACRONYMS = new Map(
  ["SEPA", "IBAN", "BIC", "KYC", "KYB", "SDD", "ID", "AML", "POS", "URL", "IP"].map((word) => [
    word.toLowerCase(),
    word,
  ]),
);

/**
 * The interface's enum values as words, for labels; the value sent stays the spec's:
 * `Director_Owner` → "Director / owner", `POSPurchases` → "POS purchases", `1001To1500` →
 * "1001 to 1500", `OnHold` → "On hold", `SepaIncomingPayment` → "SEPA incoming payment".
 */
export function enumLabel(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const words = value
    .split("_")
    .filter((part) => part !== "")
    .map((part) =>
      part
        .replace(/(?<=[a-z])(?=[A-Z0-9])|(?<=[0-9])(?=[A-Za-z])|(?<=[A-Z])(?=[A-Z][a-z])/g, " ")
        .split(" ")
        .map(
          (word) =>
            ACRONYMS.get(word.toLowerCase()) ??
            (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()),
        )
        .join(" "),
    )
    .join(" / ");
  return capitalised(words);
}

/** Request fields whose words are not simply their snake_case name spelt out. */
const FIELD_WORDS: Record<string, string> = {
  kyc_level: "KYC level",
  iban: "IBAN",
  bic: "BIC",
  end_to_end_id: "end-to-end id",
  customer_id: "customer",
  account_id: "account",
  card_id: "card",
  corporate_id: "corporate",
  types: "role",
  inward_outward: "direction",
  emboss_name: "emboss name",
  emboss_fourth_line: "emboss fourth line",
  landline_number: "landline number",
  mobile_number: "mobile number",
  date_of_birth: "date of birth",
  postal_code: "postal code",
  name: "name",
  value: "identification number",
};

/**
 * A field named by its path, as a user reads it: the last named segment (`addresses.0.postal_code`
 * → "postal code"), lower case except acronyms; "value" when the path names nothing.
 */
export function fieldLabel(path: readonly PropertyKey[] | string): string {
  const segments = typeof path === "string" ? path.split(/[.[\]]/) : path.map(String);
  const name = [...segments].reverse().find((segment) => segment !== "" && !/^\d+$/.test(segment));
  if (!name) return "value";
  return (
    FIELD_WORDS[name] ??
    name
      .split("_")
      .map((word) => ACRONYMS.get(word) ?? word)
      .join(" ")
  );
}

const article = (noun: string) => (/^[aeio]/i.test(noun) ? "an" : "a");

/** "Choose a reason" when missing, "Choose a reason from the list" when not one of the values. */
export function choiceMessage(noun: string, input: unknown): string {
  return input === undefined || input === null || input === ""
    ? `Choose ${article(noun)} ${noun}`
    : `Choose ${article(noun)} ${noun} from the list`;
}
