"use client";

import { createCorporateAccounts } from "@/features/corporates/actions/create-corporate-accounts";
import { type OnboardingOptions, OpenAccountsForm } from "@/features/onboarding";

/** The customers' "Open accounts" form, sending to the corporate's accounts. */
export function CorporateOpenAccounts({
  corporate,
  options,
}: {
  corporate: { corporate_id: string; name: string };
  options: OnboardingOptions;
}) {
  const corporate_id = corporate.corporate_id;
  const base = `/corporates/${encodeURIComponent(corporate_id)}`;
  return (
    <OpenAccountsForm
      options={options}
      send={(items) => createCorporateAccounts({ corporate_id, items })}
      accountHref={(id) => `${base}/accounts/${encodeURIComponent(id)}/transactions`}
      back={{ href: base, label: `Back to ${corporate.name}` }}
      unexplained="The provider did not create it and did not say why. Retry it: a refusal will show its reason here."
    />
  );
}
