import type { Metadata } from "next";
import { AccountPage } from "@/features/accounts";
import { loadCorporateAccountPage } from "@/features/corporates/server";

export const metadata: Metadata = { title: "Corporate account" };

type Props = { params: Promise<{ corporateId: string; accountId: string }> };

export default async function Page({ params }: Props) {
  const { corporateId, accountId } = await params;
  return <AccountPage view={await loadCorporateAccountPage(corporateId, accountId)} />;
}
