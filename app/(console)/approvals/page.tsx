import type { Metadata } from "next";
// Not from the feature's index, which the shell renders on every page (see there).
import { ApprovalsPage } from "@/features/approvals/components/approvals-page";
import { loadApprovalsPage } from "@/features/approvals/server";

export const metadata: Metadata = { title: "Approvals" };

export default async function Page() {
  return <ApprovalsPage view={await loadApprovalsPage()} />;
}
