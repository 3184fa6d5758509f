import type { Metadata } from "next";
import { RequestPage } from "@/features/approvals";
import { loadRequestPage } from "@/features/approvals/server";

export const metadata: Metadata = { title: "Approval request" };

type Props = { params: Promise<{ requestId: string }> };

export default async function Page({ params }: Props) {
  const { requestId } = await params;
  return <RequestPage view={await loadRequestPage(requestId)} />;
}
