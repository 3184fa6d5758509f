import { BackLink } from "@/components/ui/back-link";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { PageHeader } from "@/components/ui/page-header";
import type { CorporatePageView } from "../loaders/corporate-page";
import { CorporateAccounts } from "./corporate-accounts";
import { CorporateIndividuals } from "./corporate-individuals";
import { CorporateProfile } from "./corporate-profile";

export function CorporatePage({ view }: { view: CorporatePageView }) {
  const { corporate } = view;
  return (
    <>
      <BackLink href="/corporates">Corporates</BackLink>
      <PageHeader
        title={corporate.name}
        description={`Corporate${corporate.tax_residency ? ` resident for tax in ${corporate.tax_residency}` : ""}${corporate.registration_number ? `, registration ${corporate.registration_number}` : ""}.`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CorporateProfile corporate={corporate} />
        <CorporateIndividuals corporate={corporate} />
        <div className="lg:col-span-2">
          <CorporateAccounts corporate={corporate} canOpen={view.canManage} />
        </div>
      </div>
    </>
  );
}

/** A plain GET form, so it works before any script loads. */
export function FindCorporatePage({
  corporateId,
  error,
}: {
  corporateId?: string;
  error?: string;
}) {
  return (
    <>
      <PageHeader
        title="Corporates"
        description="Open a corporate to see its details, its individuals and its accounts with their balances and transactions."
      />
      <FindByIdForm
        action="/corporates"
        name="corporate_id"
        label="Corporate id"
        value={corporateId}
        error={error}
        hint="Paste the corporate_id from onboarding records, a webhook or a support ticket."
        submit="Open corporate"
      />
    </>
  );
}
