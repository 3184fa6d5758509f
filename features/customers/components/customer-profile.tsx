import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DetailSection, Facts, Muted } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { enumLabel } from "@/components/ui/enum-options";
import { formatTimestamp } from "@/components/ui/format";
import { levelsRequiring } from "@/lib/cams";
import { countryText } from "@/lib/cams/country-names";
import { kycLevelText } from "@/lib/cams/kyc-levels";
import { CustomerStatusBadge } from "./customer-status-badge";
import type { CustomerRow } from "./customers-table";

export function CustomerProfile({
  customer,
  canEdit,
}: {
  customer: CustomerRow;
  canEdit: boolean;
}) {
  return (
    <DetailSection
      id="profile"
      title="Profile"
      actions={
        canEdit && (
          <EditLink href={`/customers/${encodeURIComponent(customer.customer_id)}/profile`}>
            Edit profile
          </EditLink>
        )
      }
    >
      <Facts
        items={[
          ["First name", customer.first_name],
          ["Last name", customer.last_name],
          ["KYC level", kycLevelText(customer.kyc_level)],
          ["Status", <CustomerStatusBadge key="status" status={customer.status} />],
          ["Nationality", countryText(customer.nationality)],
          ["Birth country", countryText(customer.birth_country)],
          ["Date of birth", customer.date_of_birth],
          ["Email", customer.email],
          ["Created", formatTimestamp(customer.created_date)],
          ["Customer id", <CopyIdButton key="id" id={customer.customer_id} noun="customer" />],
        ]}
      />
    </DetailSection>
  );
}

export function RiskProfile({ risk }: { risk: CustomerRow["risk_profile"] }) {
  return (
    <DetailSection id="risk-profile" title="Risk profile">
      {risk ? (
        <Facts
          items={[
            ["Profession", enumLabel(risk.profession)],
            ["Account purpose", enumLabel(risk.account_purpose)],
            ["Monthly income", enumLabel(risk.monthly_income)],
          ]}
        />
      ) : (
        <Muted>
          No risk profile recorded. It is required at KYC level{" "}
          {levelsRequiring("risk_profile").join(", ")}.
        </Muted>
      )}
    </DetailSection>
  );
}
