import type { Metadata } from "next";
import { CorporatesPage } from "@/features/corporates";
import { loadCorporatesPage } from "@/features/corporates/server";

export const metadata: Metadata = { title: "Corporates" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return <CorporatesPage view={await loadCorporatesPage(searchParams)} />;
}
