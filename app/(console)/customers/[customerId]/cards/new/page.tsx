import type { Metadata } from "next";
import { IssueCardsPage } from "@/features/onboarding";
import { loadIssueCardsPage } from "@/features/onboarding/server";

export const metadata: Metadata = { title: "Issue cards" };

type Props = { params: Promise<{ customerId: string }> };

export default async function Page({ params }: Props) {
  return <IssueCardsPage view={await loadIssueCardsPage((await params).customerId)} />;
}
