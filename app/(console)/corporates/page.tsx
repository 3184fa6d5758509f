import type { Metadata } from "next";
import { FindCorporatePage } from "@/features/corporates";
import { findCorporate } from "@/features/corporates/server";

export const metadata: Metadata = { title: "Corporates" };

type Props = { searchParams: Promise<{ corporate_id?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { corporate_id } = await searchParams;
  const found = await findCorporate(typeof corporate_id === "string" ? corporate_id : undefined);
  return <FindCorporatePage {...found} />;
}
