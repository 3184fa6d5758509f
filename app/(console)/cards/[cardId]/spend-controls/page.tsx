import type { Metadata } from "next";
import { SpendControlsPage } from "@/features/spend-controls";
import { loadSpendControlsPage } from "@/features/spend-controls/server";

export const metadata: Metadata = { title: "Spend controls" };

type Props = {
  params: Promise<{ cardId: string }>;
  searchParams: Promise<{ group_id?: string | string[] }>;
};

export default async function Page({ params, searchParams }: Props) {
  const { group_id } = await searchParams;
  const groupId = typeof group_id === "string" ? group_id : undefined;
  return <SpendControlsPage view={await loadSpendControlsPage((await params).cardId, groupId)} />;
}
