import { kycNeeds } from "@/lib/cams";
import { emptyAddressLines, emptyIdentification, type OnboardingDraft } from "./draft";

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
