import { z } from "zod";
import {
  accountsCreateRequest,
  cardsCreateRequest,
  customerCreateRequest,
  EMBOSS_MAX_LENGTH,
  EMBOSS_PATTERN,
} from "@/lib/cams";

/** Address lines as the form holds them: every field a string, "" meaning not given. */
export type AddressLinesDraft = {
  line_1: string;
  line_2: string;
  line_3: string;
  city: string;
  state: string;
  county: string;
  postal_code: string;
  country: string;
};

export type AccountDraft = { currency: string; assign_account_identifier: boolean };
export type CardDraft = {
  emboss_name: string;
  emboss_fourth_line: string;
  card_type: string;
  carrier_delivery_address: AddressLinesDraft;
};

/**
 * The whole POST /customers request as the wizard edits it: the request's own shape and paths
 * (so a provider error on `addresses.0.postal_code` names a form field), with strings for
 * inputs. The steps show parts of it; it lives in the browser until the request is sent.
 */
export type OnboardingDraft = {
  kyc_level: string;
  first_name: string;
  last_name: string;
  nationality: string;
  date_of_birth: string;
  email: string;
  identifications: { type: string; value: string; issuing_country: string; expiry_date: string }[];
  birth_country: string;
  risk_profile: { profession: string; account_purpose: string; monthly_income: string };
  addresses: (AddressLinesDraft & { type: string })[];
  mobile_number: string;
  landline_number: string;
  accounts: AccountDraft[];
  cards: CardDraft[];
};

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
 * its three answers, which is how a user says "no risk profile" where it is optional.
 */
export function toCreateRequest(draft: OnboardingDraft): Record<string, unknown> {
  const request = withoutEmpty(draft) as Record<string, unknown>;
  const risk = request.risk_profile as Record<string, unknown> | undefined;
  if (risk && Object.keys(risk).length === 0) delete request.risk_profile;
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
