import type { Metadata } from "next";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { OnboardingWizard } from "@/features/onboarding/components/onboarding-wizard";
import { onboardingOptions } from "@/features/onboarding/lib/options";
import { requirePagePermission } from "@/lib/console/auth/session";

export const metadata: Metadata = { title: "Onboard a customer" };

export default async function OnboardCustomerPage() {
  // A role without the permission gets a real 403, not a wizard whose submit fails.
  await requirePagePermission("customers.onboard");
  return (
    <>
      <BackLink href="/customers">Customers</BackLink>
      <PageHeader
        title="Onboard a customer"
        description="The customer, its accounts and its cards are created together, in one request, when you confirm on the last step."
      />
      <OnboardingWizard options={onboardingOptions()} />
    </>
  );
}
