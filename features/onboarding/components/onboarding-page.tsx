import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import type { OnboardingPageView } from "../loaders/onboarding-page";
import { OnboardingWizard } from "./onboarding-wizard";

export function OnboardingPage({ view }: { view: OnboardingPageView }) {
  return (
    <>
      <BackLink href="/customers">Customers</BackLink>
      <PageHeader
        title="Onboard a customer"
        description="The customer, its accounts and its cards are created together, in one request, when you confirm on the last step."
      />
      <OnboardingWizard {...view} />
    </>
  );
}
