import type { Metadata } from "next";
import { CasePage } from "@/features/cases";
import { loadCasePage } from "@/features/cases/server";

export const metadata: Metadata = { title: "Compliance case" };

type Props = { params: Promise<{ caseId: string }> };

export default async function Page({ params }: Props) {
  return <CasePage view={await loadCasePage((await params).caseId)} />;
}
