import type { Metadata } from "next";
import { PhonesEditor } from "@/features/customers";
import { customerToEdit } from "@/features/customers/server";

export const metadata: Metadata = { title: "Edit phones" };

type Props = {
  params: Promise<{ customerId: string }>;
};

export default async function Page({ params }: Props) {
  const customer = await customerToEdit("customers.editContact", (await params).customerId);
  return <PhonesEditor customer={customer} />;
}
