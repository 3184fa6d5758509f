import type { Metadata } from "next";
import { ErrorCodesPage } from "@/features/error-codes";
import { loadErrorCodesPage } from "@/features/error-codes/server";

export const metadata: Metadata = { title: "Error codes" };

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { q } = await searchParams;
  const query = typeof q === "string" ? q.trim() : "";
  return <ErrorCodesPage view={await loadErrorCodesPage(query)} />;
}
