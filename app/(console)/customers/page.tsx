import type { Metadata } from "next";
import { CustomersPage } from "@/features/customers";
import { loadCustomersPage } from "@/features/customers/server";

export const metadata: Metadata = { title: "Customers" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return <CustomersPage view={await loadCustomersPage(searchParams)} />;
}
