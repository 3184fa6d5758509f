import type { Metadata } from "next";
import { IdentificationsEditor } from "@/features/customers";
import { customerToEdit } from "@/features/customers/server";

export const metadata: Metadata = { title: "Edit identifications" };

type Props = {
  params: Promise<{ customerId: string }>;
  searchParams: Promise<{ type?: string | string[] }>;
};

export default async function Page({ params, searchParams }: Props) {
  const customer = await customerToEdit("customers.editProfile", (await params).customerId);
  const { type } = await searchParams;
  return (
    <IdentificationsEditor customer={customer} type={typeof type === "string" ? type : undefined} />
  );
}
