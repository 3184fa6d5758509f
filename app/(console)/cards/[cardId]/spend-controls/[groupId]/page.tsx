import type { Metadata } from "next";
import { SpendControlPage } from "@/features/spend-controls";
import { loadSpendControlPage } from "@/features/spend-controls/server";

export const metadata: Metadata = { title: "Spend control group" };

type Props = { params: Promise<{ cardId: string; groupId: string }> };

export default async function Page({ params }: Props) {
  const { cardId, groupId } = await params;
  return <SpendControlPage view={await loadSpendControlPage(cardId, groupId)} />;
}
