import type { Metadata } from "next";
import { AddressForm } from "@/features/customers/components/address-form";
import { EditorHeader, TypeTabs, typedChoice } from "@/features/customers/components/editor-page";
import { addressFields } from "@/features/customers/lib/address-form-rules";
import { customerToEdit } from "@/features/customers/loaders/customer-editing";
import { addressTypes } from "@/lib/cams";

export const metadata: Metadata = { title: "Edit addresses" };

export default async function CustomerAddressesPage({
  params,
  searchParams,
}: {
  params: Promise<{ customerId: string }>;
  searchParams: Promise<{ type?: string }>;
}) {
  const customer = await customerToEdit("customers.editContact", (await params).customerId);
  const choice = typedChoice(customer.addresses, addressTypes, (await searchParams).type);
  const { type, item: stored } = choice;

  return (
    <>
      <EditorHeader
        customer={customer}
        title="Edit addresses"
        description="One address per type. Pick the address, then change some of its fields or replace it whole."
      />
      <TypeTabs label="Addresses" noun="an address" choice={choice} />
      <AddressForm
        key={type}
        customerId={customer.customer_id}
        address={{
          type,
          // Only the fields the form edits: anything else the provider returns is not sent back.
          ...Object.fromEntries(addressFields.map(({ name }) => [name, stored?.[name]])),
        }}
        stored={stored !== undefined}
      />
    </>
  );
}
