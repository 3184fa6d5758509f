import type { Metadata } from "next";
import { CardPage } from "@/features/cards";
import { loadCardPage } from "@/features/cards/server";

export const metadata: Metadata = { title: "Card" };

type Props = { params: Promise<{ cardId: string }> };

export default async function Page({ params }: Props) {
  return <CardPage view={await loadCardPage((await params).cardId)} />;
}
