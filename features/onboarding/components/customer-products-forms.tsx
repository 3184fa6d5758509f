"use client";

import type { z } from "zod";
import { createAccounts } from "@/features/onboarding/actions/create-accounts";
import { createCards } from "@/features/onboarding/actions/create-cards";
import { retryPendingAccounts } from "@/features/onboarding/actions/retry-pending-accounts";
import { retryPendingCards } from "@/features/onboarding/actions/retry-pending-cards";
import type { ItemsAnswer } from "@/features/onboarding/lib/bulk-outcome";
import {
  accountsDraftRequest,
  cardsDraftRequest,
  emptyAccount,
  newCardFor,
} from "@/features/onboarding/lib/draft";
import type { OnboardingOptions } from "@/features/onboarding/lib/options";
import type { accountCreateItem, accountResponse, cardCreateItem, cardResponse } from "@/lib/cams";
import type { ActionResult } from "@/lib/console/actions/result";
import { OptionsContext } from "./form-controls";
import { ProductItemsForm } from "./product-items-form";
import { AccountOutcomes, CardOutcomes } from "./product-outcomes";
import { AccountRows, CardRows } from "./product-rows";

type AccountItem = z.output<typeof accountCreateItem>;
type CardItem = z.output<typeof cardCreateItem>;
type Card = z.output<typeof cardResponse>;
type Account = z.output<typeof accountResponse>;
type Back = { href: string; label: string };

/**
 * "Open accounts" for any holder: a customer's (kept for a later retry when not created) or a
 * corporate's (whose `send` its area gives).
 */
export function OpenAccountsForm({
  options,
  send,
  kept,
  accountHref,
  back,
  unexplained,
  disabledReason,
}: {
  options: OnboardingOptions;
  send: (items: AccountItem[]) => Promise<ActionResult<ItemsAnswer<Account>>>;
  kept?: (ids: number[]) => Promise<ActionResult<ItemsAnswer<Account>>>;
  accountHref: (accountId: string) => string;
  back: Back;
  unexplained?: string;
  disabledReason?: string;
}) {
  return (
    <OptionsContext.Provider value={options}>
      <ProductItemsForm<AccountItem, Account>
        list="accounts"
        noun="Account"
        schema={accountsDraftRequest}
        defaultValues={{ accounts: [emptyAccount()] }}
        rows={<AccountRows />}
        send={send}
        kept={kept}
        outcomesView={(outcomes, text) => (
          <AccountOutcomes outcomes={outcomes} hrefOf={accountHref} unexplained={text} />
        )}
        back={back}
        unexplained={unexplained}
        disabledReason={disabledReason}
      />
    </OptionsContext.Provider>
  );
}

type Customer = {
  customer_id: string;
  first_name: string;
  last_name: string;
  addresses: Parameters<typeof newCardFor>[0]["addresses"];
};

const customerPath = (customer: Customer) =>
  `/customers/${encodeURIComponent(customer.customer_id)}`;
const backTo = (customer: Customer): Back => ({
  href: customerPath(customer),
  label: `Back to ${customer.first_name} ${customer.last_name}`,
});

/** "Open accounts" for an existing customer: POST /customers/{id}/accounts. */
export function CustomerOpenAccounts({
  customer,
  options,
  disabledReason,
}: {
  customer: Customer;
  options: OnboardingOptions;
  disabledReason?: string;
}) {
  const customer_id = customer.customer_id;
  return (
    <OpenAccountsForm
      options={options}
      send={(items) => createAccounts({ customer_id, items })}
      kept={(ids) => retryPendingAccounts({ customer_id, ids })}
      accountHref={(id) => `${customerPath(customer)}/accounts/${encodeURIComponent(id)}`}
      back={backTo(customer)}
      disabledReason={disabledReason}
    />
  );
}

/** "Issue cards" for an existing customer: POST /customers/{id}/cards. */
export function CustomerIssueCards({
  customer,
  options,
  disabledReason,
}: {
  customer: Customer;
  options: OnboardingOptions;
  disabledReason?: string;
}) {
  const customer_id = customer.customer_id;
  // A new card is filled in from the customer's name and Home address, as in the wizard.
  const newCard = () => newCardFor(customer);
  return (
    <OptionsContext.Provider value={options}>
      <ProductItemsForm<CardItem, Card>
        list="cards"
        noun="Card"
        schema={cardsDraftRequest}
        defaultValues={{ cards: [newCard()] }}
        rows={<CardRows newCard={newCard} />}
        send={(items) => createCards({ customer_id, items })}
        kept={(ids) => retryPendingCards({ customer_id, ids })}
        outcomesView={(outcomes, text) => <CardOutcomes outcomes={outcomes} unexplained={text} />}
        back={backTo(customer)}
        disabledReason={disabledReason}
      />
    </OptionsContext.Provider>
  );
}
