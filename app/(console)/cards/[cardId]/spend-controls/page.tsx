import type { Metadata } from "next";
import { SpendControlsPage } from "@/features/spend-controls";
import { loadSpendControlsPage } from "@/features/spend-controls/server";

export const metadata: Metadata = { title: "Spend controls" };

type Props = { params: Promise<{ cardId: string }> };

export default async function Page({ params }: Props) {
  return <SpendControlsPage view={await loadSpendControlsPage((await params).cardId)} />;
}
