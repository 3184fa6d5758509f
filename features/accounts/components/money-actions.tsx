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

/** The four ways money moves, one form at a time; each asks for confirmation before it sends. */
export function MoneyActions({
  customerId,
  account,
  others,
}: MoneyFormProps & { others: Account[] }) {
  const [tab, setTab] = useState<Tab>("credit");
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
          <TransferForm customerId={customerId} account={account} others={others} />
        ) : (
          <OutgoingCreditTransferForm customerId={customerId} account={account} />
        )}
      </div>
    </div>
  );
}
