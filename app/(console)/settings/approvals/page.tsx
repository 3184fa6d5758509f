import type { Metadata } from "next";
// Not from the feature's index, which the shell renders on every page (see there).
import { PoliciesPage } from "@/features/approvals/components/policies-page";
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
