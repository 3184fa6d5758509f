"use client";

import { WithQueryClient } from "@/components/ui/with-query-client";
import type { Account, MoneyFormProps } from "@/features/accounts/lib/account";
import { CreditDebitForm } from "./credit-debit-form";
import { OutgoingCreditTransferForm } from "./outgoing-credit-transfer-form";
import { TransferForm } from "./transfer-form";

export type MoneyTab = "credit" | "debit" | "transfer" | "sepa";

/** What every money form is given: the account, its owner's other accounts and policies. */
export type MoneyFormsProps = MoneyFormProps & { others: Account[]; ownerName: string };

/**
 * The form of the chosen money tab. The account page loads this module after it shows (its
 * validation, react-hook-form and TanStack Query, which follows a movement's outcome, are none
 * of them needed before a form is used).
 */
export default function MoneyForm({
  tab,
  owner,
  account,
  others,
  ownerName,
  policies,
}: MoneyFormsProps & { tab: MoneyTab }) {
  return (
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
  );
}
