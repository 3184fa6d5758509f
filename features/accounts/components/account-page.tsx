import { Suspense } from "react";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { HeldCustomerBanner, type VerificationSeen } from "@/components/ui/held-customer-banner";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { type LatestRead, LatestTransactionsSection } from "@/features/transactions";
import { accountDisplayName, type CustomerHold } from "@/lib/cams";
import type { PoliciesInForce } from "@/lib/console/approvals/hold-notice";
import { requestLocale } from "@/lib/console/request-locale";
import type { Account, AccountOwner } from "../lib/account";
import type { OutgoingTransfers as Transfers } from "../loaders/outgoing-transfers";
import { AccountSummary } from "./account-summary";
import { MoneyActions } from "./money-actions";
import { OutgoingTransfers } from "./outgoing-transfers";
import { TransfersView, type TransfersViewProps } from "./transfers-view";

/** What an account page shows, for a customer's account or a corporate's. */
export type AccountPageView = {
  owner: AccountOwner;
  ownerName: string;
  account: Account;
  /** The owner's other accounts, for a transfer between them (a customer's only). */
  otherAccounts: Account[];
  moveMoney: boolean;
  /** The four-eyes policies on money movements: a confirmation says when one will hold it. */
  policies?: PoliciesInForce;
  latest: LatestRead;
  /** A customer's account lists its outgoing SEPA transfers with their webhooks. */
  outgoingTransfers?: { read: Promise<Transfers>; canSimulate: boolean };
  /** A customer held by the AML check: the page says so, and no money form is offered. */
  hold?: CustomerHold | null;
  verification?: VerificationSeen;
};

const sections: Record<AccountOwner["kind"], readonly [path: string, name: string]> = {
  customer: ["/customers", "Customers"],
  corporate: ["/corporates", "Corporates"],
};

/** An account, a customer's or a corporate's: its balance, money movements and transactions. */
export function AccountPage({ view }: { view: AccountPageView }) {
  const { owner, ownerName, account, outgoingTransfers } = view;
  const [sectionPath, sectionName] = sections[owner.kind];
  const ownerPath = `${sectionPath}/${encodeURIComponent(owner.id)}`;
  const accountPath = `${ownerPath}/accounts/${encodeURIComponent(account.account_id)}`;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 flex gap-2 text-sm text-slate-500">
        <Link href={sectionPath} className="font-medium text-brand-700 hover:underline">
          {sectionName}
        </Link>
        <span aria-hidden>/</span>
        <Link href={ownerPath} className="font-medium text-brand-700 hover:underline">
          {ownerName}
        </Link>
        <span aria-hidden>/</span>
        <span aria-current="page">{accountDisplayName(account)}</span>
      </nav>
      <PageHeader
        title={`${account.currency} account ${accountDisplayName(account)}`}
        description={`${ownerName}'s account: its balance, money movements${outgoingTransfers ? " and outgoing SEPA transfers" : " and transactions"}.`}
      />
      {view.hold && (
        <HeldCustomerBanner
          hold={view.hold}
          name={ownerName}
          verification={view.verification ?? null}
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
                owner={owner}
                account={account}
                others={view.otherAccounts}
                ownerName={ownerName}
                policies={view.policies}
                disabledReason={view.hold?.reason}
              />
            ) : (
              <Muted>Your role can view this account but not move money.</Muted>
            )}
          </DetailSection>
        </div>
        <div className="lg:col-span-3">
          <LatestTransactionsSection
            id="transactions"
            title="Latest transactions"
            allHref={`${accountPath}/transactions`}
            read={view.latest}
          />
        </div>
        {outgoingTransfers && (
          <div className="lg:col-span-3">
            <DetailSection id="outgoing-transfers" title="Outgoing SEPA transfers">
              <Suspense fallback={<TableSkeleton rows={2} />}>
                <StreamedTransfers
                  read={outgoingTransfers.read}
                  customerId={owner.id}
                  accountId={account.account_id}
                  currency={account.currency}
                  canSimulate={outgoingTransfers.canSimulate}
                />
              </Suspense>
            </DetailSection>
          </div>
        )}
      </div>
    </>
  );
}

/**
 * Waits for the loader's read, renders the list on the server, and hands both to the list that
 * keeps itself up to date.
 */
async function StreamedTransfers({
  read,
  ...props
}: { read: Promise<Transfers> } & Omit<TransfersViewProps, "locale">) {
  const [initial, locale] = await Promise.all([read, requestLocale()]);
  return (
    <OutgoingTransfers {...props} initial={initial}>
      <TransfersView {...props} data={initial} locale={locale} />
    </OutgoingTransfers>
  );
}
