"use client";

import { useState } from "react";
import { cn } from "@/components/ui/cn";
import type { Account, MoneyFormProps } from "@/features/accounts/lib/account";
import { CreditDebitForm } from "./credit-debit-form";
import { OutgoingCreditTransferForm } from "./outgoing-credit-transfer-form";
import { TransferForm } from "./transfer-form";

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
 * a customer's accounts only.
 */
export function MoneyActions({
  owner,
  account,
  others,
  ownerName,
}: MoneyFormProps & { others: Account[]; ownerName: string }) {
  const [tab, setTab] = useState<Tab>("credit");
  const tabs = allTabs.filter(([key]) => key !== "transfer" || owner.kind === "customer");
  return (
    <div>
      <div role="tablist" aria-label="Money movements" className="mb-4 flex flex-wrap gap-1">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls="money-panel"
            onClick={() => setTab(key)}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300",
              tab === key
                ? "bg-slate-800 text-white ring-slate-800"
                : "bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="money-panel" aria-labelledby={`tab-${tab}`}>
        {tab === "credit" || tab === "debit" ? (
          <CreditDebitForm key={tab} direction={tab} owner={owner} account={account} />
        ) : tab === "transfer" ? (
          <TransferForm
            customerId={owner.id}
            account={account}
            others={others}
            customerName={ownerName}
          />
        ) : (
          <OutgoingCreditTransferForm owner={owner} account={account} />
        )}
      </div>
    </div>
  );
}
