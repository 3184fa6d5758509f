import type { Metadata } from "next";
import { loadCardTransactionsPage } from "@/features/cards/server";
import { TransactionsPage } from "@/features/transactions";

export const metadata: Metadata = { title: "Card transactions" };

type Props = {
  params: Promise<{ cardId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function Page({ params, searchParams }: Props) {
  const { cardId } = await params;
  return <TransactionsPage {...(await loadCardTransactionsPage(cardId, searchParams))} />;
}
