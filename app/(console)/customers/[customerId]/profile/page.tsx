import type { Metadata } from "next";
import { ProfileEditor } from "@/features/customers";
import { customerToEdit } from "@/features/customers/server";

export const metadata: Metadata = { title: "Edit profile" };

type Props = {
  params: Promise<{ customerId: string }>;
};

export default async function Page({ params }: Props) {
  const customer = await customerToEdit("customers.editProfile", (await params).customerId);
  return <ProfileEditor customer={customer} />;
}
