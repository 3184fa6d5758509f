import type { Metadata } from "next";
import { OpenCasePage } from "@/features/cases";
import { loadOpenCasePage } from "@/features/cases/server";

export const metadata: Metadata = { title: "Open a compliance case" };

type Props = { params: Promise<{ customerId: string }> };

export default async function Page({ params }: Props) {
  return <OpenCasePage view={await loadOpenCasePage((await params).customerId)} />;
}
