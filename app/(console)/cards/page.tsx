import type { Metadata } from "next";
import { CardsPage } from "@/features/cards";
import { loadCardsPage } from "@/features/cards/server";

export const metadata: Metadata = { title: "Cards" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return <CardsPage view={await loadCardsPage(searchParams)} />;
}
