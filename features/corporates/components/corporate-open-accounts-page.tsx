import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import type { CorporateOpenAccountsView } from "../loaders/corporate-page";
import { CorporateOpenAccounts } from "./corporate-open-accounts";

/** "Open accounts" for a corporate, with the customers' form and rules. */
export function CorporateOpenAccountsPage({ view }: { view: CorporateOpenAccountsView }) {
  const { corporate } = view;
  return (
    <>
      <BackLink href={`/corporates/${encodeURIComponent(corporate.corporate_id)}`}>
        {corporate.name}
      </BackLink>
      <PageHeader
        title={`Open accounts for ${corporate.name}`}
        description="Any number of accounts, each in its currency, opened in one request. You see what became of each; one not created can be retried here."
      />
      <CorporateOpenAccounts corporate={corporate} options={view.options} />
    </>
  );
}
