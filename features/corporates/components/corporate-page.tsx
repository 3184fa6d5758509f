import { BackLink } from "@/components/ui/back-link";
import { DetailSection } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { PageHeader } from "@/components/ui/page-header";
import { TimelineSection } from "@/features/customers";
import { LatestTransactionsSection } from "@/features/transactions";
import { accountDisplayName } from "@/lib/cams";
import type { CorporatePageView } from "../loaders/corporate-page";
import { CorporateAccounts } from "./corporate-accounts";
import { CorporateIndividualForm } from "./corporate-individual-form";
import { CorporateIndividuals } from "./corporate-individuals";
import { CorporateProfile } from "./corporate-profile";

/** A corporate: who it is, its people, its accounts, their latest money and its history. */
export function CorporatePage({ view }: { view: CorporatePageView }) {
  const { corporate } = view;
  const path = `/corporates/${encodeURIComponent(corporate.corporate_id)}`;
  const first = corporate.accounts?.[0];
  return (
    <>
      <BackLink href="/corporates">Corporates</BackLink>
      <PageHeader
        title={corporate.name}
        description={`Corporate${corporate.tax_residency ? ` resident for tax in ${corporate.tax_residency}` : ""}${corporate.registration_number ? `, registration ${corporate.registration_number}` : ""}.`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CorporateProfile
          corporate={corporate}
          actions={view.can.manage && <EditLink href={`${path}/edit`}>Edit corporate</EditLink>}
        />
        <div className="space-y-4">
          <CorporateIndividuals corporate={corporate} />
          {view.can.manage && (
            <DetailSection id="add-individual" title="Add an individual">
              <CorporateIndividualForm corporateId={corporate.corporate_id} />
            </DetailSection>
          )}
        </div>
        <div className="lg:col-span-2">
          <CorporateAccounts corporate={corporate} canOpen={view.can.manage} />
        </div>
        <div className="lg:col-span-2">
          <LatestTransactionsSection
            id="recent-transactions"
            title={
              first
                ? `Latest transactions of ${first.currency} account ${accountDisplayName(first)}`
                : "Latest transactions"
            }
            read={view.latest}
            none="No transactions yet: the corporate has no account."
          />
        </div>
        <div className="lg:col-span-2">
          <TimelineSection read={view.timeline} />
        </div>
      </div>
    </>
  );
}
