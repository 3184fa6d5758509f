import type { Metadata } from "next";
import { EditorHeader } from "@/features/customers/components/editor-page";
import { PhonesForm } from "@/features/customers/components/phones-form";
import { customerToEdit } from "@/features/customers/loaders/customer-editing";

export const metadata: Metadata = { title: "Edit phones" };

export default async function CustomerPhonesPage({
  params,
}: {
  params: Promise<{ customerId: string }>;
}) {
  const customer = await customerToEdit("customers.editContact", (await params).customerId);
  return (
    <>
      <EditorHeader
        customer={customer}
        title="Edit phones"
        description="A customer has at most one mobile and one landline number. Saving replaces the numbers shown; a number not shown stays as it is."
      />
      <PhonesForm
        customerId={customer.customer_id}
        phones={(customer.phones ?? []).map((p) => ({ type: String(p.type), number: p.number }))}
      />
    </>
  );
}
