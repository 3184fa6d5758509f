import type { Metadata } from "next";
import { FindCardPage } from "@/features/cards";
import { findCard } from "@/features/cards/server";

export const metadata: Metadata = { title: "Cards" };

type Props = { searchParams: Promise<{ card_id?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { card_id } = await searchParams;
  return <FindCardPage {...(await findCard(typeof card_id === "string" ? card_id : undefined))} />;
}
