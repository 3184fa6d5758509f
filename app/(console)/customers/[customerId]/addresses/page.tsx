import type { Metadata } from "next";
import { AddressesEditor } from "@/features/customers";
import { customerToEdit } from "@/features/customers/server";

export const metadata: Metadata = { title: "Edit addresses" };

type Props = {
  params: Promise<{ customerId: string }>;
  searchParams: Promise<{ type?: string | string[] }>;
};

export default async function Page({ params, searchParams }: Props) {
  const customer = await customerToEdit("customers.editContact", (await params).customerId);
  const { type } = await searchParams;
  return <AddressesEditor customer={customer} type={typeof type === "string" ? type : undefined} />;
}
