import type { Metadata } from "next";
import { OnboardingPage } from "@/features/onboarding";
import { loadOnboardingPage } from "@/features/onboarding/server";

export const metadata: Metadata = { title: "Onboard a customer" };

export default async function Page() {
  return <OnboardingPage options={await loadOnboardingPage()} />;
}
