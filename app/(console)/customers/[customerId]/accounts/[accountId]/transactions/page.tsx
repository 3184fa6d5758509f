import type { Metadata } from "next";
import { loadAccountTransactionsPage } from "@/features/accounts/server";
import { TransactionsPage } from "@/features/transactions";

export const metadata: Metadata = { title: "Account transactions" };

type Props = {
  params: Promise<{ customerId: string; accountId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function Page({ params, searchParams }: Props) {
  const { customerId, accountId } = await params;
  return (
    <TransactionsPage
      {...(await loadAccountTransactionsPage(customerId, accountId, searchParams))}
    />
  );
}
