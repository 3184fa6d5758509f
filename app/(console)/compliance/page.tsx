import type { Metadata } from "next";
import { QueuePage } from "@/features/compliance";
import { loadQueuePage } from "@/features/compliance/server";

export const metadata: Metadata = { title: "Compliance" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return <QueuePage view={await loadQueuePage(searchParams)} />;
}
