"use client";

import { useState } from "react";
import { TabList } from "@/components/ui/tabs";
import type { Account, MoneyFormProps } from "@/features/accounts/lib/account";
import { CreditDebitForm } from "./credit-debit-form";
import { OutgoingCreditTransferForm } from "./outgoing-credit-transfer-form";
import { TransferForm } from "./transfer-form";

const tabs = [
  ["credit", "Credit"],
  ["debit", "Debit"],
  ["transfer", "Transfer to own account"],
  ["sepa", "SEPA transfer"],
] as const;

type Tab = (typeof tabs)[number][0];

/**
 * The four ways money moves, one form at a time; each asks for confirmation before it sends.
 * `disabledReason`: why the provider would refuse any movement now (a held customer); the
 * tabs are shown disabled with it, and no form is offered.
 */
export function MoneyActions({
  customerId,
  account,
  others,
  customerName,
  disabledReason,
}: MoneyFormProps & { others: Account[]; customerName: string; disabledReason?: string }) {
  const [tab, setTab] = useState<Tab>("credit");
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
        {tab === "credit" || tab === "debit" ? (
          <CreditDebitForm key={tab} direction={tab} customerId={customerId} account={account} />
        ) : tab === "transfer" ? (
          <TransferForm
            customerId={customerId}
            account={account}
            others={others}
            customerName={customerName}
          />
        ) : (
          <OutgoingCreditTransferForm customerId={customerId} account={account} />
        )}
      </div>
    </div>
  );
}
