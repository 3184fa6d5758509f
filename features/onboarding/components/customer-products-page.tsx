import { BackLink } from "@/components/ui/back-link";
import { HeldCustomerBanner } from "@/components/ui/held-customer-banner";
import { PageHeader } from "@/components/ui/page-header";
import type { CustomerProductsView } from "../loaders/customer-products-page";
import { CustomerIssueCards, CustomerOpenAccounts } from "./customer-products-forms";

function Frame({
  view,
  title,
  description,
  children,
}: {
  view: CustomerProductsView;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const { customer } = view;
  const name = `${customer.first_name} ${customer.last_name}`;
  return (
    <>
      <BackLink href={`/customers/${encodeURIComponent(customer.customer_id)}`}>{name}</BackLink>
      <PageHeader title={`${title} for ${name}`} description={description} />
      {view.hold && (
        <HeldCustomerBanner hold={view.hold} verification={view.verification} name={name} />
      )}
      {children}
    </>
  );
}

/** "Open accounts" for an existing customer, under the onboarding's rules. */
export function OpenAccountsPage({ view }: { view: CustomerProductsView }) {
  return (
    <Frame
      view={view}
      title="Open accounts"
      description="Any number of accounts, each in its currency, opened in one request. You see what became of each; one not created can be retried, here or later from the customer's page."
    >
      <CustomerOpenAccounts
        customer={view.customer}
        options={view.options}
        disabledReason={view.hold?.reason}
      />
    </Frame>
  );
}

/** "Issue cards" for an existing customer, under the onboarding's rules. */
export function IssueCardsPage({ view }: { view: CustomerProductsView }) {
  return (
    <Frame
      view={view}
      title="Issue cards"
      description="Any number of cards, issued in one request, each filled in from the customer's name and Home address. You see what became of each; one not issued can be retried, here or later from the customer's page."
    >
      <CustomerIssueCards
        customer={view.customer}
        options={view.options}
        disabledReason={view.hold?.reason}
      />
    </Frame>
  );
}
