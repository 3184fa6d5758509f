import { Suspense } from "react";
import { ActionLink } from "@/components/ui/action-link";
import { BackLink } from "@/components/ui/back-link";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { enumLabel } from "@/components/ui/enum-options";
import { HeldCustomerBanner } from "@/components/ui/held-customer-banner";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { BeneficiariesSection } from "@/features/beneficiaries";
import { PendingProducts } from "@/features/onboarding";
import { LatestTransactions } from "@/features/transactions";
import { accountDisplayName } from "@/lib/cams";
import type { CustomerPageView } from "../loaders/customer-page";
import { AccountsList } from "./accounts-list";
import { CardsList } from "./cards-list";
import { Addresses, TypedValues } from "./contact-details";
import { CustomerProfile, RiskProfile } from "./customer-profile";
import { CustomerTimeline } from "./customer-timeline";
import { VerificationStatus } from "./verification-status";

/** Everything a support agent needs about one customer, on one page. */
export function CustomerPage({ view }: { view: CustomerPageView }) {
  const { customer, hold } = view;
  // The provider refuses changes for a held customer: the edits are not offered meanwhile.
  const can = hold ? { ...view.can, editProfile: false, editContact: false } : view.can;
  const customerPath = `/customers/${encodeURIComponent(customer.customer_id)}`;
  const firstAccount = customer.accounts?.[0];
  const name = `${customer.first_name} ${customer.last_name}`;
  return (
    <>
      <BackLink href="/customers">Customers</BackLink>
      <PageHeader
        title={name}
        description={`${customer.kyc_level ?? "Unknown KYC level"} customer, ${customer.status ? enumLabel(customer.status).toLowerCase() : "status not reported"}.`}
      />
      {hold && (
        <HeldCustomerBanner
          hold={hold}
          name={name}
          verification={
            view.verification && {
              status: view.verification.status,
              reportedAt: view.verification.eventCreatedAt,
            }
          }
        />
      )}
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
            edit={can.editContact && { href: `${customerPath}/phones`, label: "Edit phones" }}
            items={(customer.phones ?? []).map((p) => ({ type: p.type, value: p.number }))}
          />
          <TypedValues
            id="identifications"
            title="Identifications"
            empty="No identifications."
            edit={
              can.editProfile && {
                href: `${customerPath}/identifications`,
                label: "Edit identifications",
              }
            }
            items={(customer.identifications ?? []).map((i) => ({
              type: i.type,
              value: i.value,
              extra: [i.issuing_country, i.expiry_date && `expires ${i.expiry_date}`]
                .filter(Boolean)
                .join(", "),
            }))}
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
                  href={`${customerPath}/accounts/new`}
                  disabledReason={hold?.reason}
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
                  href={`${customerPath}/cards/new`}
                  disabledReason={hold?.reason}
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
            disabledReason={hold?.reason}
          />
        </div>
        <div className="lg:col-span-2">
          <DetailSection
            id="transactions"
            title={
              firstAccount
                ? `Recent transactions (${accountDisplayName(firstAccount)})`
                : "Recent transactions"
            }
            actions={
              firstAccount && (
                <EditLink
                  href={`${customerPath}/accounts/${encodeURIComponent(firstAccount.account_id)}/transactions`}
                >
                  All transactions
                </EditLink>
              )
            }
          >
            {view.latest ? (
              <Suspense fallback={<TableSkeleton rows={3} />}>
                <LatestTransactions read={view.latest} />
              </Suspense>
            ) : (
              <Muted>No transactions yet: the customer has no account.</Muted>
            )}
          </DetailSection>
        </div>
        <div className="lg:col-span-2">
          <BeneficiariesSection
            customerId={customer.customer_id}
            read={view.beneficiaries}
            canAdd={can.manageBeneficiaries}
          />
        </div>
        <div className="lg:col-span-2">
          <DetailSection id="timeline" title="Timeline">
            <Suspense fallback={<TableSkeleton rows={3} />}>
              <CustomerTimeline read={view.timeline} />
            </Suspense>
          </DetailSection>
        </div>
      </div>
    </>
  );
}
