import type { Metadata } from "next";
import { EditorHeader } from "@/features/customers/components/editor-page";
import { ProfileForm } from "@/features/customers/components/profile-form";
import { customerToEdit } from "@/features/customers/loaders/customer-editing";

export const metadata: Metadata = { title: "Edit profile" };

export default async function CustomerProfilePage({
  params,
}: {
  params: Promise<{ customerId: string }>;
}) {
  const customer = await customerToEdit("customers.editProfile", (await params).customerId);
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
