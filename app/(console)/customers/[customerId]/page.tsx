import type { Metadata } from "next";
import { Suspense } from "react";
import { BackLink } from "@/components/ui/back-link";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { AccountsList } from "@/features/customers/components/accounts-list";
import { CardsList } from "@/features/customers/components/cards-list";
import { Addresses, TypedValues } from "@/features/customers/components/contact-details";
import { CustomerProfile, RiskProfile } from "@/features/customers/components/customer-profile";
import { CustomerTimeline } from "@/features/customers/components/customer-timeline";
import { VerificationStatus } from "@/features/customers/components/verification-status";
import { customerOrNotFound } from "@/features/customers/loaders/customer-or-not-found";
import { RecentTransactions } from "@/features/transactions/components/recent-transactions";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { latestVerification } from "@/lib/console/webhooks/history";

export const metadata: Metadata = { title: "Customer" };

type Params = { customerId: string };

export default async function CustomerPage({ params }: { params: Promise<Params> }) {
  // Checked before anything streams, so a refused visitor gets a real 403.
  const { db, user } = await requirePagePermission("customers.view");
  const { customerId } = await params;
  // Read before streaming starts, so an unknown id answers a real 404.
  const [customer, verification] = await Promise.all([
    customerOrNotFound(customerId),
    latestVerification(db, customerId),
  ]);
  const firstAccount = customer.accounts?.[0];
  const customerPath = `/customers/${encodeURIComponent(customerId)}`;

  return (
    <>
      <BackLink href="/customers">Customers</BackLink>
      <PageHeader
        title={`${customer.first_name} ${customer.last_name}`}
        description={`${customer.kyc_level ?? "Unknown KYC level"} customer, ${customer.status ?? "status not reported"}.`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CustomerProfile customer={customer} canEdit={can(user.role, "customers.editProfile")} />
        <div className="space-y-4">
          <VerificationStatus verification={verification} />
          <RiskProfile risk={customer.risk_profile} />
        </div>
        <Addresses
          customerId={customerId}
          addresses={customer.addresses}
          canEdit={can(user.role, "customers.editContact")}
        />
        <div className="space-y-4">
          <TypedValues
            id="phones"
            title="Phones"
            empty="No phone numbers."
            edit={
              can(user.role, "customers.editContact") && {
                href: `${customerPath}/phones`,
                label: "Edit phones",
              }
            }
            items={(customer.phones ?? []).map((p) => ({ type: p.type, value: p.number }))}
          />
          <TypedValues
            id="identifications"
            title="Identifications"
            empty="No identifications."
            edit={
              can(user.role, "customers.editProfile") && {
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
          <AccountsList customerId={customerId} accounts={customer.accounts} />
        </div>
        <div className="lg:col-span-2">
          <CardsList cards={customer.cards} canOpen={can(user.role, "cards.view")} />
        </div>
        <div className="lg:col-span-2">
          <DetailSection
            id="transactions"
            title={
              firstAccount
                ? `Recent transactions (${firstAccount.account_identifier ?? firstAccount.account_id})`
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
            {firstAccount ? (
              <Suspense fallback={<TableSkeleton rows={3} />}>
                <RecentTransactions
                  db={db}
                  accountId={firstAccount.account_id}
                  currency={firstAccount.currency}
                />
              </Suspense>
            ) : (
              <Muted>No transactions yet: the customer has no account.</Muted>
            )}
          </DetailSection>
        </div>
        <div className="lg:col-span-2">
          <DetailSection id="timeline" title="Timeline">
            <Suspense fallback={<TableSkeleton rows={3} />}>
              <CustomerTimeline
                db={db}
                subject={{
                  customerId,
                  accountIds: (customer.accounts ?? []).map((a) => a.account_id),
                  cardIds: (customer.cards ?? []).map((c) => c.card_id),
                }}
              />
            </Suspense>
          </DetailSection>
        </div>
      </div>
    </>
  );
}
