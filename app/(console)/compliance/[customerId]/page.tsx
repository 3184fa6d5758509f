import type { Metadata } from "next";
import { ReviewPage } from "@/features/compliance";
import { loadReviewPage } from "@/features/compliance/server";

export const metadata: Metadata = { title: "Compliance review" };

type Props = { params: Promise<{ customerId: string }> };

export default async function Page({ params }: Props) {
  return <ReviewPage view={await loadReviewPage((await params).customerId)} />;
}
