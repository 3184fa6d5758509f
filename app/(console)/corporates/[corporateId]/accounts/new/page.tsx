import type { Metadata } from "next";
import { CorporateOpenAccountsPage } from "@/features/corporates";
import { loadCorporateOpenAccountsPage } from "@/features/corporates/server";

export const metadata: Metadata = { title: "Open corporate accounts" };

type Props = { params: Promise<{ corporateId: string }> };

export default async function Page({ params }: Props) {
  return (
    <CorporateOpenAccountsPage
      view={await loadCorporateOpenAccountsPage((await params).corporateId)}
    />
  );
}
