import Link from "next/link";
import { Suspense } from "react";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { HeldCustomerBanner } from "@/components/ui/held-customer-banner";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { LatestTransactions } from "@/features/transactions";
import { accountDisplayName } from "@/lib/cams";
import type { AccountPageView } from "../loaders/account-page";
import type { OutgoingTransfers as Transfers } from "../loaders/outgoing-transfers";
import { AccountSummary } from "./account-summary";
import { MoneyActions } from "./money-actions";
import { OutgoingTransfers } from "./outgoing-transfers";

/** A customer's account: its balance, money movements and outgoing SEPA transfers. */
export function AccountPage({ view }: { view: AccountPageView }) {
  const { customer, account } = view;
  const customerPath = `/customers/${encodeURIComponent(customer.customer_id)}`;
  const accountPath = `${customerPath}/accounts/${encodeURIComponent(account.account_id)}`;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 flex gap-2 text-sm text-slate-500">
        <Link href="/customers" className="font-medium text-brand-700 hover:underline">
          Customers
        </Link>
        <span aria-hidden>/</span>
        <Link href={customerPath} className="font-medium text-brand-700 hover:underline">
          {customer.name}
        </Link>
        <span aria-hidden>/</span>
        <span aria-current="page">{accountDisplayName(account)}</span>
      </nav>
      <PageHeader
        title={`${account.currency} account ${accountDisplayName(account)}`}
        description={`${customer.name}'s account: its balance, money movements and outgoing SEPA transfers.`}
      />
      {view.hold && (
        <HeldCustomerBanner
          hold={view.hold}
          name={customer.name}
          verification={view.verification}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <AccountSummary account={account} />
        </div>
        <div className="lg:col-span-2">
          <DetailSection id="move-money" title="Move money">
            {view.moveMoney ? (
              <MoneyActions
                customerId={customer.customer_id}
                account={account}
                others={view.otherAccounts}
                customerName={customer.name}
                disabledReason={view.hold?.reason}
              />
            ) : (
              <Muted>Your role can view this account but not move money.</Muted>
            )}
          </DetailSection>
        </div>
        <div className="lg:col-span-3">
          <DetailSection
            id="transactions"
            title="Latest transactions"
            actions={<EditLink href={`${accountPath}/transactions`}>All transactions</EditLink>}
          >
            <Suspense fallback={<TableSkeleton rows={3} />}>
              <LatestTransactions read={view.latest} />
            </Suspense>
          </DetailSection>
        </div>
        <div className="lg:col-span-3">
          <DetailSection id="outgoing-transfers" title="Outgoing SEPA transfers">
            <Suspense fallback={<TableSkeleton rows={2} />}>
              <StreamedTransfers
                read={view.outgoingTransfers}
                customerId={customer.customer_id}
                accountId={account.account_id}
                currency={account.currency}
                canSimulate={view.canSimulate}
              />
            </Suspense>
          </DetailSection>
        </div>
      </div>
    </>
  );
}

/** Waits for the loader's read, then hands it to the list that keeps itself up to date. */
async function StreamedTransfers({
  read,
  ...props
}: { read: Promise<Transfers> } & Omit<Parameters<typeof OutgoingTransfers>[0], "initial">) {
  return <OutgoingTransfers {...props} initial={await read} />;
}
