import {
  accountsCreateRequest,
  cardsCreateRequest,
  customerCreateRequest,
  EMBOSS_MAX_LENGTH,
  EMBOSS_PATTERN,
  kycNeeds,
} from "@/lib/cams";
import { z } from "@/lib/cams/zod";

// A bound on what one save may store, not a spec rule: the spec's own rules are checked as the
// user goes on, and again by the provider.
const input = z.string().max(500);
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(50);

const addressLines = {
  line_1: input,
  line_2: input,
  line_3: input,
  city: input,
  state: input,
  county: input,
  postal_code: input,
  country: input,
};

/**
 * The whole POST /customers request as the wizard edits it: the request's own shape and paths
 * (so a provider error on `addresses.0.postal_code` names a form field), with strings for
 * inputs ("" meaning not given). The steps show parts of it. This schema is what a saved draft
 * may hold: exactly the form's fields, so nothing the form does not hold is ever stored.
 */
export const onboardingDraft = z.strictObject({
  kyc_level: input,
  first_name: input,
  last_name: input,
  nationality: input,
  date_of_birth: input,
  email: input,
  identifications: rows(
    z.strictObject({ type: input, value: input, issuing_country: input, expiry_date: input }),
  ),
  birth_country: input,
  risk_profile: z.strictObject({
    profession: input,
    account_purpose: input,
    monthly_income: input,
  }),
  addresses: rows(z.strictObject({ ...addressLines, type: input })),
  mobile_number: input,
  landline_number: input,
  accounts: rows(z.strictObject({ currency: input, assign_account_identifier: z.boolean() })),
  cards: rows(
    z.strictObject({
      emboss_name: input,
      emboss_fourth_line: input,
      card_type: input,
      carrier_delivery_address: z.strictObject(addressLines),
    }),
  ),
});

export type OnboardingDraft = z.infer<typeof onboardingDraft>;

/** A save's refusal when the draft id in the URL is someone else's draft. */
export const DRAFT_NOT_YOURS = "DRAFT_NOT_YOURS";
/** Address lines as the form holds them: every field a string, "" meaning not given. */
export type AddressLinesDraft = OnboardingDraft["cards"][number]["carrier_delivery_address"];
type AccountDraft = OnboardingDraft["accounts"][number];
export type CardDraft = OnboardingDraft["cards"][number];

export const emptyAddressLines = (): AddressLinesDraft => ({
  line_1: "",
  line_2: "",
  line_3: "",
  city: "",
  state: "",
  county: "",
  postal_code: "",
  country: "",
});

export const emptyIdentification = () => ({
  type: "",
  value: "",
  issuing_country: "",
  expiry_date: "",
});

export const emptyAccount = (): AccountDraft => ({
  currency: "EUR",
  assign_account_identifier: true,
});

export function emptyDraft(): OnboardingDraft {
  return {
    kyc_level: "",
    first_name: "",
    last_name: "",
    nationality: "",
    date_of_birth: "",
    email: "",
    identifications: [],
    birth_country: "",
    risk_profile: { profession: "", account_purpose: "", monthly_income: "" },
    addresses: [],
    mobile_number: "",
    landline_number: "",
    accounts: [emptyAccount()],
    cards: [],
  };
}

/** The items a customer (or a corporate) is given after onboarding, as the form edits them. */
export type ProductsDraft = Pick<OnboardingDraft, "accounts" | "cards">;

type AddressLinesRead = { [K in keyof AddressLinesDraft]?: string | null };

/**
 * A new card, filled in from the customer's name and Home address (the wizard's earlier steps,
 * or the customer as the provider holds it): the user changes what should differ.
 */
export function newCardFor(customer: {
  first_name?: string;
  last_name?: string;
  addresses?: readonly (AddressLinesRead & { type?: string })[] | null;
}): CardDraft {
  const home = customer.addresses?.find((a) => a.type === "Home");
  const lines = emptyAddressLines();
  for (const key of Object.keys(lines) as (keyof AddressLinesDraft)[]) {
    lines[key] = home?.[key] ?? "";
  }
  return {
    emboss_name: embossNameFor(customer.first_name ?? "", customer.last_name ?? ""),
    emboss_fourth_line: "",
    card_type: "Physical",
    carrier_delivery_address: lines,
  };
}

// "" is an input left empty: the field is not sent, so the schema says whether it was needed.
function withoutEmpty(value: unknown): unknown {
  if (value === "") return undefined;
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(([key, inner]) => [key, withoutEmpty(inner)]);
    return Object.fromEntries(entries.filter(([, inner]) => inner !== undefined));
  }
  return value;
}

/**
 * The request the draft stands for. Empty inputs are left out; so is a risk profile with none of
 * its three answers, which is how a user says "no risk profile" where it is optional. Where the
 * level requires one, the unanswered profile is kept empty, so each of its three questions is
 * refused on its own field rather than the profile as a whole, which has no field to show it.
 */
export function toCreateRequest(draft: OnboardingDraft): Record<string, unknown> {
  const request = withoutEmpty(draft) as Record<string, unknown>;
  const risk = request.risk_profile as Record<string, unknown> | undefined;
  if (risk && Object.keys(risk).length === 0 && !kycNeeds(draft.kyc_level).risk_profile)
    delete request.risk_profile;
  if ((request.identifications as unknown[]).length === 0) delete request.identifications;
  if ((request.addresses as unknown[]).length === 0) delete request.addresses;
  return request;
}

/** The lib/cams rules over the draft: what the browser checks is what the provider checks. */
export const onboardingRequest = z.preprocess(
  (draft: OnboardingDraft) => toCreateRequest(draft),
  customerCreateRequest,
);

/** "Open accounts" as the form holds it, checked by the lib/cams rules of the request. */
export const accountsDraftRequest = z.preprocess(
  (draft: Pick<ProductsDraft, "accounts">) => withoutEmpty(draft),
  z.strictObject({ accounts: accountsCreateRequest }),
);

/** "Issue cards" as the form holds it, checked by the lib/cams rules of the request. */
export const cardsDraftRequest = z.preprocess(
  (draft: Pick<ProductsDraft, "cards">) => withoutEmpty(draft),
  z.strictObject({ cards: cardsCreateRequest }),
);

/**
 * A suggested emboss name from the customer's name: capitals without accents, only the
 * characters an emboss line takes, cut to its length. The user can change it.
 */
export function embossNameFor(firstName: string, lastName: string): string {
  const letters = [...`${firstName} ${lastName}`.normalize("NFD").toUpperCase()];
  return letters
    .filter((character) => EMBOSS_PATTERN.test(character))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, EMBOSS_MAX_LENGTH)
    .trim();
}
