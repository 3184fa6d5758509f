import type { Metadata } from "next";
import { ApprovalsPage } from "@/features/approvals";
import { loadApprovalsPage } from "@/features/approvals/server";

export const metadata: Metadata = { title: "Approvals" };

export default async function Page() {
  return <ApprovalsPage view={await loadApprovalsPage()} />;
}
