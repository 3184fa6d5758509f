import type { Metadata } from "next";
import { loadCorporateAccountTransactionsPage } from "@/features/corporates/server";
import { TransactionsPage } from "@/features/transactions";

export const metadata: Metadata = { title: "Corporate account transactions" };

type Props = {
  params: Promise<{ corporateId: string; accountId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function Page({ params, searchParams }: Props) {
  const { corporateId, accountId } = await params;
  return (
    <TransactionsPage
      {...(await loadCorporateAccountTransactionsPage(corporateId, accountId, searchParams))}
    />
  );
}
