import type { Metadata } from "next";
// Not from the feature's index, which the shell renders on every page (see there).
import { RequestPage } from "@/features/approvals/components/request-page";
import { loadRequestPage } from "@/features/approvals/server";

export const metadata: Metadata = { title: "Approval request" };

type Props = { params: Promise<{ requestId: string }> };

export default async function Page({ params }: Props) {
  const { requestId } = await params;
  return <RequestPage view={await loadRequestPage(requestId)} />;
}
