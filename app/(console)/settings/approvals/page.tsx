import type { Metadata } from "next";
import { PoliciesPage } from "@/features/approvals";
import { loadPoliciesPage } from "@/features/approvals/server";

export const metadata: Metadata = { title: "Approval policies" };

type Props = { searchParams: Promise<{ edit?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { edit } = await searchParams;
  return (
    <PoliciesPage
      view={await loadPoliciesPage()}
      editing={typeof edit === "string" ? edit : null}
    />
  );
}
