"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { FormSkeleton } from "@/components/ui/form-skeleton";
import { TabList } from "@/components/ui/tabs";
import { WithQueryClient } from "@/components/ui/with-query-client";
import type { Account, MoneyFormProps } from "@/features/accounts/lib/account";

// The forms load after the page: their validation (zod, react-hook-form) was about a fifth of
// the account page's first-load JavaScript. The skeleton holds a form's place meanwhile.
const loading = () => <FormSkeleton label="Loading the form" fields={4} />;
const CreditDebitForm = dynamic(
  () => import("./credit-debit-form").then((module) => module.CreditDebitForm),
  { ssr: false, loading },
);
const TransferForm = dynamic(
  () => import("./transfer-form").then((module) => module.TransferForm),
  { ssr: false, loading },
);
const OutgoingCreditTransferForm = dynamic(
  () =>
    import("./outgoing-credit-transfer-form").then((module) => module.OutgoingCreditTransferForm),
  { ssr: false, loading },
);

const allTabs = [
  ["credit", "Credit"],
  ["debit", "Debit"],
  ["transfer", "Transfer to own account"],
  ["sepa", "SEPA transfer"],
] as const;

type Tab = (typeof allTabs)[number][0];

/**
 * The ways money moves, one form at a time; each asks for confirmation before it sends. A
 * corporate's account has all but the transfer to an own account, which the spec gives between
 * a customer's accounts only. `disabledReason`: why the provider would refuse any movement now
 * (a held customer); the tabs are shown disabled with it, and no form is offered.
 */
export function MoneyActions({
  owner,
  account,
  others,
  ownerName,
  policies,
  disabledReason,
}: MoneyFormProps & { others: Account[]; ownerName: string; disabledReason?: string }) {
  const [tab, setTab] = useState<Tab>("credit");
  const tabs = allTabs.filter(([key]) => key !== "transfer" || owner.kind === "customer");
  if (disabledReason) {
    return (
      <div>
        <div className="mb-3 flex flex-wrap gap-1">
          {tabs.map(([key, label]) => (
            <button
              key={key}
              type="button"
              disabled
              aria-describedby="money-disabled"
              className="cursor-not-allowed rounded-md bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-500 ring-1 ring-slate-200"
            >
              {label}
            </button>
          ))}
        </div>
        <p id="money-disabled" className="text-sm text-amber-900">
          {disabledReason}
        </p>
      </div>
    );
  }
  return (
    <div>
      <TabList
        label="Money movements"
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        panelId="money-panel"
      />
      <div role="tabpanel" id="money-panel" aria-labelledby={`tab-${tab}`}>
        <WithQueryClient>
          {tab === "credit" || tab === "debit" ? (
            <CreditDebitForm
              key={tab}
              direction={tab}
              owner={owner}
              account={account}
              policies={policies}
            />
          ) : tab === "transfer" ? (
            <TransferForm
              customerId={owner.id}
              account={account}
              others={others}
              customerName={ownerName}
              policy={policies?.transfer}
            />
          ) : (
            <OutgoingCreditTransferForm owner={owner} account={account} policies={policies} />
          )}
        </WithQueryClient>
      </div>
    </div>
  );
}
