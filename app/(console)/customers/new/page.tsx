import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { OnboardingPage } from "@/features/onboarding";
import { loadOnboardingPage } from "@/features/onboarding/server";

export const metadata: Metadata = { title: "Onboard a customer" };

type Props = { searchParams: Promise<SearchParams> };

export default async function Page({ searchParams }: Props) {
  return <OnboardingPage view={await loadOnboardingPage(searchParams)} />;
}
