import type { Metadata } from "next";
import { InboxPage } from "@/features/cases";
import { loadInboxPage } from "@/features/cases/server";

export const metadata: Metadata = { title: "Cases" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return <InboxPage view={await loadInboxPage(searchParams)} />;
}
