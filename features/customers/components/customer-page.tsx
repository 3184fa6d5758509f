import { ActionLink } from "@/components/ui/action-link";
import { BackLink } from "@/components/ui/back-link";
import { HeldCustomerBanner } from "@/components/ui/held-customer-banner";
import { PageHeader } from "@/components/ui/page-header";
import { BeneficiariesSection } from "@/features/beneficiaries";
import { PendingProducts } from "@/features/onboarding";
import { LatestTransactionsSection } from "@/features/transactions";
import type { CustomerPageView } from "../loaders/customer-page";
import { AccountsList } from "./accounts-list";
import { CardsList } from "./cards-list";
import { Addresses, TypedValues } from "./contact-details";
import { customerPageState } from "./customer-page-state";
import { CustomerProfile, RiskProfile } from "./customer-profile";
import { TimelineSection } from "./customer-timeline";
import { VerificationStatus } from "./verification-status";

/** Everything a support agent needs about one customer, on one page. */
export function CustomerPage({ view }: { view: CustomerPageView }) {
  const { customer, hold } = view;
  const { name, description, path, can, refusal, verificationSeen, transactions, ...lists } =
    customerPageState(view);
  return (
    <>
      <BackLink href="/customers">Customers</BackLink>
      <PageHeader
        title={name}
        description={description}
        actions={
          can.openCase && (
            <ActionLink id="open-case" href={`${path}/cases/new`}>
              Open a compliance case
            </ActionLink>
          )
        }
      />
      {hold && <HeldCustomerBanner hold={hold} name={name} verification={verificationSeen} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <CustomerProfile customer={customer} canEdit={can.editProfile} />
        <div className="space-y-4">
          <VerificationStatus verification={view.verification} />
          <RiskProfile risk={customer.risk_profile} />
        </div>
        <Addresses
          customerId={customer.customer_id}
          addresses={customer.addresses}
          canEdit={can.editContact}
        />
        <div className="space-y-4">
          <TypedValues
            id="phones"
            title="Phones"
            empty="No phone numbers."
            edit={can.editContact && { href: `${path}/phones`, label: "Edit phones" }}
            items={lists.phones}
          />
          <TypedValues
            id="identifications"
            title="Identifications"
            empty="No identifications."
            edit={
              can.editProfile && { href: `${path}/identifications`, label: "Edit identifications" }
            }
            items={lists.identifications}
          />
        </div>
        <div className="lg:col-span-2">
          <AccountsList
            customerId={customer.customer_id}
            accounts={customer.accounts}
            actions={
              can.openAccounts && (
                <ActionLink
                  id="open-accounts-disabled"
                  href={`${path}/accounts/new`}
                  disabledReason={refusal}
                >
                  Open accounts
                </ActionLink>
              )
            }
          />
        </div>
        <div className="lg:col-span-2">
          <CardsList
            cards={customer.cards}
            canOpen={can.viewCards}
            actions={
              can.issueCards && (
                <ActionLink
                  id="issue-cards-disabled"
                  href={`${path}/cards/new`}
                  disabledReason={refusal}
                >
                  Issue cards
                </ActionLink>
              )
            }
          />
        </div>
        {/* Stays mounted when the last item is retried, so what the retry did is still said. */}
        <div className="empty:hidden lg:col-span-2">
          <PendingProducts
            customerId={customer.customer_id}
            pending={view.pending}
            disabledReason={refusal}
          />
        </div>
        <div className="lg:col-span-2">
          <LatestTransactionsSection
            id="transactions"
            {...transactions}
            read={view.latest}
            none="No transactions yet: the customer has no account."
          />
        </div>
        <div className="lg:col-span-2">
          <BeneficiariesSection
            customerId={customer.customer_id}
            read={view.beneficiaries}
            canAdd={can.manageBeneficiaries}
          />
        </div>
        <div className="lg:col-span-2">
          <TimelineSection read={view.timeline} />
        </div>
      </div>
    </>
  );
}
