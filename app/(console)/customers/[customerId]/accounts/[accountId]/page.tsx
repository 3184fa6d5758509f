import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { AccountSummary } from "@/features/accounts/components/account-summary";
import { MoneyActions } from "@/features/accounts/components/money-actions";
import { OutgoingTransfers } from "@/features/accounts/components/outgoing-transfers";
import { accountName } from "@/features/accounts/lib/account";
import { customerOrNotFound } from "@/features/customers/loaders/customer-or-not-found";
import { RecentTransactions } from "@/features/transactions/components/recent-transactions";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { onSandbox } from "@/lib/console/on-sandbox";

export const metadata: Metadata = { title: "Account" };

type Params = { customerId: string; accountId: string };

export default async function AccountPage({ params }: { params: Promise<Params> }) {
  // Checked before anything streams, so a refused visitor gets a real 403.
  const { db, user } = await requirePagePermission("customers.view");
  const { customerId, accountId } = await params;
  // The provider has no single-account read: the account is the customer's, read with them.
  const customer = await customerOrNotFound(customerId);
  const accounts = customer.accounts ?? [];
  const account = accounts.find((a) => a.account_id === accountId);
  if (!account) notFound();
  const customerPath = `/customers/${encodeURIComponent(customerId)}`;
  const accountPath = `${customerPath}/accounts/${encodeURIComponent(accountId)}`;
  const customerName = `${customer.first_name} ${customer.last_name}`;
  // Money actions a role cannot use are hidden; the actions refuse them anyway.
  const moveMoney = can(user.role, "accounts.moveMoney");

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 flex gap-2 text-sm text-slate-500">
        <Link href="/customers" className="font-medium text-brand-700 hover:underline">
          Customers
        </Link>
        <span aria-hidden>/</span>
        <Link href={customerPath} className="font-medium text-brand-700 hover:underline">
          {customerName}
        </Link>
        <span aria-hidden>/</span>
        <span aria-current="page">Account</span>
      </nav>
      <PageHeader
        title={`${account.currency} account ${accountName(account)}`}
        description={`${customerName}'s account: its balance, money movements and outgoing SEPA transfers.`}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <AccountSummary account={account} />
        </div>
        <div className="lg:col-span-2">
          <DetailSection id="move-money" title="Move money">
            {moveMoney ? (
              <MoneyActions
                customerId={customerId}
                account={account}
                others={accounts.filter((a) => a.account_id !== accountId)}
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
              <RecentTransactions db={db} accountId={accountId} currency={account.currency} />
            </Suspense>
          </DetailSection>
        </div>
        <div className="lg:col-span-3">
          <DetailSection id="outgoing-transfers" title="Outgoing SEPA transfers">
            <Suspense fallback={<TableSkeleton rows={2} />}>
              <OutgoingTransfers
                db={db}
                customerId={customerId}
                accountId={accountId}
                currency={account.currency}
                canSimulate={moveMoney && onSandbox()}
              />
            </Suspense>
          </DetailSection>
        </div>
      </div>
    </>
  );
}
