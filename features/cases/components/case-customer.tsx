import { DetailSection, Facts } from "@/components/ui/detail-section";
import { PartyRef } from "@/components/ui/party-ref";
import { ProviderError } from "@/components/ui/provider-error";
import { enumLabel } from "@/lib/cams";
import type { CasePageView } from "../loaders/case-page";

/** The customer as the provider reports them now: who, their status, their KYC level. */
export function CaseCustomer({ view }: { view: CasePageView }) {
  const customerId = view.case.customerId;
  const href = `/customers/${encodeURIComponent(customerId)}`;
  if (!view.customer.ok)
    return (
      <DetailSection id="case-customer" title="The customer">
        <ProviderError
          title="The customer could not be read from the provider"
          message={view.customer.message}
          code={view.customer.code}
        />
      </DetailSection>
    );
  const c = view.customer.data;
  return (
    <DetailSection id="case-customer" title="The customer">
      <Facts
        items={[
          [
            "Name",
            <PartyRef
              key="n"
              label={`${c.first_name} ${c.last_name}`}
              href={href}
              id={customerId}
              noun="customer"
            />,
          ],
          ["Status at the provider", c.status ? enumLabel(c.status) : "Not reported"],
          ["KYC level", c.kyc_level ?? "Unknown"],
          ["Email", c.email ?? "—"],
        ]}
      />
    </DetailSection>
  );
}
