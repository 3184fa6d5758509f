import { kycRequirements } from "@/lib/cams";
import { emptyAddressLines, emptyIdentification, type OnboardingDraft } from "./draft";

export type KycNeeds = (typeof kycRequirements)[keyof typeof kycRequirements];

const nothing: KycNeeds = kycRequirements.Anonymous;

/** What the chosen level makes mandatory; before a level is chosen, nothing more. */
export function kycNeeds(level: string): KycNeeds {
  return Object.hasOwn(kycRequirements, level)
    ? kycRequirements[level as keyof typeof kycRequirements]
    : nothing;
}

const needNames: Record<keyof KycNeeds, string> = {
  identifications: "an identification document",
  homeAddress: "a Home address",
  birth_country: "the birth country",
  risk_profile: "a risk profile",
};

/** "KYC needs an identification document, a Home address, … and a risk profile." */
export function kycNeedsSentence(level: string): string {
  const needs = Object.entries(kycNeeds(level))
    .filter(([, needed]) => needed)
    .map(([need]) => needNames[need as keyof KycNeeds]);
  if (needs.length === 0) return `${level} needs nothing beyond the name and nationality.`;
  const list =
    needs.length === 1 ? needs[0] : `${needs.slice(0, -1).join(", ")} and ${needs.at(-1)}`;
  return `${level} also needs ${list}.`;
}

type Rows = Pick<OnboardingDraft, "identifications" | "addresses">;

/**
 * The rows a newly chosen level needs and the draft lacks, so the fields it requires appear: an
 * identification, a Home address. Rows the user already has are kept as they are.
 */
export function rowsRequiredBy(level: string, draft: Rows): Partial<Rows> {
  const needs = kycNeeds(level);
  const rows: Partial<Rows> = {};
  if (needs.identifications && draft.identifications.length === 0)
    rows.identifications = [emptyIdentification()];
  if (needs.homeAddress && !draft.addresses.some((address) => address.type === "Home"))
    rows.addresses = [...draft.addresses, { ...emptyAddressLines(), type: "Home" }];
  return rows;
}
