import type { Metadata } from "next";
import { EditorHeader, TypeTabs, typedChoice } from "@/features/customers/components/editor-page";
import { IdentificationForm } from "@/features/customers/components/identification-form";
import { customerToEdit } from "@/features/customers/loaders/customer-editing";
import { identificationTypes } from "@/lib/cams";

export const metadata: Metadata = { title: "Edit identifications" };

export default async function CustomerIdentificationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ customerId: string }>;
  searchParams: Promise<{ type?: string }>;
}) {
  const customer = await customerToEdit("customers.editProfile", (await params).customerId);
  const choice = typedChoice(
    customer.identifications,
    identificationTypes,
    (await searchParams).type,
  );
  const { type, item: identification } = choice;

  return (
    <>
      <EditorHeader
        customer={customer}
        title="Edit identifications"
        description="One identification per type. Saving replaces the customer's identification of that type with what the form holds; a value another customer already holds is refused."
      />
      <TypeTabs label="Identifications" noun="an identification" choice={choice} />
      <IdentificationForm
        key={type}
        customerId={customer.customer_id}
        identification={{
          type,
          value: identification?.value,
          issuing_country: identification?.issuing_country as string | null | undefined,
          expiry_date: identification?.expiry_date as string | null | undefined,
        }}
      />
    </>
  );
}
