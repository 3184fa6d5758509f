import type { Metadata } from "next";
import { CustomerPage } from "@/features/customers";
import { loadCustomerPage } from "@/features/customers/server";

export const metadata: Metadata = { title: "Customer" };

type Props = { params: Promise<{ customerId: string }> };

export default async function Page({ params }: Props) {
  return <CustomerPage view={await loadCustomerPage((await params).customerId)} />;
}
