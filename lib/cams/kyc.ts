import { kycRequirements } from "./schemas/customer";

// The KYC requirements per kyc_level (the table is kycRequirements, beside the customer schema
// that enforces it), read the same way by the onboarding wizard, the profile editor and the
// customer page.

type KycNeeds = (typeof kycRequirements)[keyof typeof kycRequirements];
type KycNeed = keyof KycNeeds;

const nothing: KycNeeds = kycRequirements.Anonymous;

/** What the level makes mandatory on creation; an unknown or unchosen level, nothing more. */
export function kycNeeds(level: string | null | undefined): KycNeeds {
  return level && Object.hasOwn(kycRequirements, level)
    ? kycRequirements[level as keyof typeof kycRequirements]
    : nothing;
}

/** The levels that make `need` mandatory, e.g. ["KYC"] for the risk profile. */
export function levelsRequiring(need: KycNeed): string[] {
  return Object.entries(kycRequirements)
    .filter(([, needs]) => needs[need])
    .map(([level]) => level);
}

const needNames: Record<KycNeed, string> = {
  identifications: "an identification document",
  homeAddress: "a Home address",
  birth_country: "the birth country",
  risk_profile: "a risk profile",
};

/** "KYC also needs an identification document, a Home address, … and a risk profile." */
export function kycNeedsSentence(level: string): string {
  const needs = Object.entries(kycNeeds(level))
    .filter(([, needed]) => needed)
    .map(([need]) => needNames[need as KycNeed]);
  if (needs.length === 0) return `${level} needs nothing beyond the name and nationality.`;
  const list =
    needs.length === 1 ? needs[0] : `${needs.slice(0, -1).join(", ")} and ${needs.at(-1)}`;
  return `${level} also needs ${list}.`;
}
