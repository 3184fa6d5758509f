import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import type { NewBeneficiaryPageView } from "../loaders/new-beneficiary-page";
import { BeneficiaryForm } from "./beneficiary-form";

export function NewBeneficiaryPage({ view: { customer } }: { view: NewBeneficiaryPageView }) {
  const name = `${customer.first_name} ${customer.last_name}`;
  const customerPath = `/customers/${encodeURIComponent(customer.customer_id)}`;
  return (
    <>
      <BackLink href={customerPath}>{name}</BackLink>
      <PageHeader
        title={`New remittance beneficiary: ${name}`}
        description="Someone this customer sends remittances to. The provider keeps it; the console lists the ones created here."
      />
      <BeneficiaryForm customerPath={customerPath} customerId={customer.customer_id} />
    </>
  );
}
