import type { Metadata } from "next";
import { CorporatePage } from "@/features/corporates";
import { loadCorporatePage } from "@/features/corporates/server";

export const metadata: Metadata = { title: "Corporate" };

type Props = { params: Promise<{ corporateId: string }> };

export default async function Page({ params }: Props) {
  return <CorporatePage view={await loadCorporatePage((await params).corporateId)} />;
}
