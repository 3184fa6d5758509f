import type { kycLevels } from "./enums";

// No zod at run time (the import is a type): the customer list and the wizard show these.

/**
 * What each kyc_level means, in one line, for the people who choose or read one. The spec lists
 * the values and what each makes mandatory (lib/cams/kyc.ts); the wording is ours.
 */
export const kycLevelMeanings = {
  Anonymous: "No identity checked: nothing more than a name is required",
  SDD: "Simplified due diligence: lighter checks, no identification document required",
  KYC: "Full due diligence: identification, Home address, birth country and risk profile required",
  KYB: "Know your business: a person acting for a corporate; identification required",
} as const satisfies Record<(typeof kycLevels)[number], string>;

/** "SDD — Simplified due diligence: …"; an unknown level is shown as it came, none as "—". */
export function kycLevelText(level: string | null | undefined): string {
  if (level === null || level === undefined || level === "") return "—";
  return Object.hasOwn(kycLevelMeanings, level)
    ? `${level} — ${kycLevelMeanings[level as keyof typeof kycLevelMeanings]}`
    : level;
}
