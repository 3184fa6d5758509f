import type { Customer } from "@/features/customers/lib/customer";
import { addressFields, addressTypes, identificationTypes } from "@/lib/cams";
import { AddressForm } from "./address-form";
import { EditorHeader, TypeTabs, typedChoice } from "./editor-page";
import { IdentificationForm } from "./identification-form";
import { PhonesForm } from "./phones-form";
import { ProfileForm } from "./profile-form";

// The four editor screens of a customer: a header that names whose data it is, then the form
// with the stored values. Each form sends only the fields it edits.

export function ProfileEditor({ customer }: { customer: Customer }) {
  return (
    <>
      <EditorHeader
        customer={customer}
        title="Edit profile"
        description={`KYC level ${customer.kyc_level ?? "not reported"}: it decides what is required, and it is not changed here. Changes replace the stored values; a recorded value can be changed but not removed.`}
      />
      <ProfileForm
        customer={{
          customer_id: customer.customer_id,
          first_name: customer.first_name,
          last_name: customer.last_name,
          nationality: customer.nationality,
          kyc_level: customer.kyc_level,
          birth_country: customer.birth_country,
          date_of_birth: customer.date_of_birth,
          email: customer.email,
          risk_profile: customer.risk_profile,
        }}
      />
    </>
  );
}

export function AddressesEditor({ customer, type }: { customer: Customer; type?: string }) {
  const choice = typedChoice(customer.addresses, addressTypes, type);
  const stored = choice.item;
  return (
    <>
      <EditorHeader
        customer={customer}
        title="Edit addresses"
        description="One address per type. Pick the address, then change some of its fields or replace it whole."
      />
      <TypeTabs label="Addresses" noun="an address" choice={choice} />
      <AddressForm
        key={choice.type}
        customerId={customer.customer_id}
        address={{
          type: choice.type,
          // Only the fields the form edits: anything else the provider returns is not sent back.
          ...Object.fromEntries(addressFields.map(({ name }) => [name, stored?.[name]])),
        }}
        stored={stored !== undefined}
      />
    </>
  );
}

export function IdentificationsEditor({ customer, type }: { customer: Customer; type?: string }) {
  const choice = typedChoice(customer.identifications, identificationTypes, type);
  const identification = choice.item;
  return (
    <>
      <EditorHeader
        customer={customer}
        title="Edit identifications"
        description="One identification per type. Saving replaces the customer's identification of that type with what the form holds; a value another customer already holds is refused."
      />
      <TypeTabs label="Identifications" noun="an identification" choice={choice} />
      <IdentificationForm
        key={choice.type}
        customerId={customer.customer_id}
        identification={{
          type: choice.type,
          value: identification?.value,
          issuing_country: identification?.issuing_country as string | null | undefined,
          expiry_date: identification?.expiry_date as string | null | undefined,
        }}
      />
    </>
  );
}

export function PhonesEditor({ customer }: { customer: Customer }) {
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
