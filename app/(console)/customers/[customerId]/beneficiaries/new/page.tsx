import type { Metadata } from "next";
import { NewBeneficiaryPage } from "@/features/beneficiaries";
import { loadNewBeneficiaryPage } from "@/features/beneficiaries/loaders/new-beneficiary-page";

export const metadata: Metadata = { title: "New beneficiary" };

type Props = { params: Promise<{ customerId: string }> };

export default async function Page({ params }: Props) {
  const { customerId } = await params;
  return <NewBeneficiaryPage view={await loadNewBeneficiaryPage(customerId)} />;
}
