import type { Metadata } from "next";
import { OpenAccountsPage } from "@/features/onboarding";
import { loadOpenAccountsPage } from "@/features/onboarding/server";

export const metadata: Metadata = { title: "Open accounts" };

type Props = { params: Promise<{ customerId: string }> };

export default async function Page({ params }: Props) {
  return <OpenAccountsPage view={await loadOpenAccountsPage((await params).customerId)} />;
}
