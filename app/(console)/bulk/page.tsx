import type { Metadata } from "next";
import { BulkPage } from "@/features/bulk";
import { loadBulkPage } from "@/features/bulk/server";

export const metadata: Metadata = { title: "Bulk work" };

export default async function Page() {
  return <BulkPage view={await loadBulkPage()} />;
}
