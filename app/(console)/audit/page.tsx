import type { Metadata } from "next";
import { AuditPage } from "@/features/audit";
import { loadAuditPage } from "@/features/audit/server";

export const metadata: Metadata = { title: "Audit" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return <AuditPage view={await loadAuditPage(searchParams)} />;
}
