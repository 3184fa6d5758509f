import type { Metadata } from "next";
import { BatchPage } from "@/features/bulk";
import { loadBatchPage } from "@/features/bulk/server";

export const metadata: Metadata = { title: "Batch" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ status?: string }> };

export default async function Page({ params, searchParams }: Props) {
  return <BatchPage view={await loadBatchPage((await params).id, searchParams)} />;
}
