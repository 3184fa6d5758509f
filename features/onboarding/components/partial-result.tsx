"use client";

import { useState, useTransition } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { enumLabel } from "@/components/ui/enum-options";
import { Link } from "@/components/ui/link";
import { createAccounts } from "@/features/onboarding/actions/create-accounts";
import { createCards } from "@/features/onboarding/actions/create-cards";
import { retryPendingAccounts } from "@/features/onboarding/actions/retry-pending-accounts";
import { retryPendingCards } from "@/features/onboarding/actions/retry-pending-cards";
import {
  bulkOutcome,
  missingPositions,
  retryOutcomes,
} from "@/features/onboarding/lib/bulk-outcome";
import type { customerResponse } from "@/lib/cams";
import {
  type AccountOutcome,
  AccountOutcomes,
  type CardOutcome,
  CardOutcomes,
} from "./product-outcomes";

export type PartialCreation = {
  /** `pending`: the console's records of the items not created, in request order. */
  customer: z.output<typeof customerResponse> & {
    pending?: { accounts: (number | null)[]; cards: (number | null)[] };
  };
  accounts: AccountOutcome[];
  cards: CardOutcome[];
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * After a 206: the customer exists, some accounts or cards do not. Says which items were
 * created and which not, and sends the missing ones again in one click (the retry may itself
 * create only some; it can be repeated). The missing ones are kept by the console too, so the
 * customer's page offers them later; a retry here settles those records.
 */
export function PartialResult({ created }: { created: PartialCreation }) {
  const { customer } = created;
  const [accounts, setAccounts] = useState(() =>
    bulkOutcome(
      created.accounts.map((o) => o.item),
      customer.accounts ?? [],
      customer.pending?.accounts,
    ),
  );
  const [cards, setCards] = useState(() =>
    bulkOutcome(
      created.cards.map((o) => o.item),
      customer.cards ?? [],
      customer.pending?.cards,
    ),
  );
  const [lastRetry, setLastRetry] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const missing = missingPositions(accounts).length + missingPositions(cards).length;
  const name = `${customer.first_name} ${customer.last_name}`;
  const customer_id = customer.customer_id;

  const retry = () =>
    startTransition(async () => {
      const nextAccounts = await retryOutcomes(accounts, {
        again: (items) => createAccounts({ customer_id, items }),
        kept: (ids) => retryPendingAccounts({ customer_id, ids }),
      });
      setAccounts(nextAccounts);
      const nextCards = await retryOutcomes(cards, {
        again: (items) => createCards({ customer_id, items }),
        kept: (ids) => retryPendingCards({ customer_id, ids }),
      });
      setCards(nextCards);
      const left = missingPositions(nextAccounts).length + missingPositions(nextCards).length;
      setLastRetry(
        `The retry created ${missing - left} of the ${plural(missing, "missing item")}.`,
      );
    });

  const createdCount = (outcomes: readonly { created?: unknown }[]) =>
    outcomes.filter((o) => o.created).length;

  return (
    <section aria-labelledby="result-heading" className="space-y-5">
      <div className="rounded-lg bg-white p-5 ring-1 ring-slate-200">
        <h2 id="result-heading" className="text-lg font-semibold text-slate-900">
          {missing > 0
            ? `${name} is created, but not all accounts and cards are`
            : `${name} is created with all accounts and cards`}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Customer {customer_id}
          {customer.status ? `, status ${enumLabel(customer.status)}` : ""}. Created so far:{" "}
          {createdCount(accounts)} of {plural(accounts.length, "account")} and {createdCount(cards)}{" "}
          of {plural(cards.length, "card")}. The provider answered 206 (partly created): it lists
          only the items it created, by their position in the request.
        </p>
        {lastRetry && (
          <p role="status" className="mt-2 text-sm font-medium text-slate-900">
            {lastRetry}
          </p>
        )}
      </div>
      <AccountOutcomes
        outcomes={accounts}
        hrefOf={(accountId) =>
          `/customers/${encodeURIComponent(customer_id)}/accounts/${encodeURIComponent(accountId)}`
        }
      />
      <CardOutcomes outcomes={cards} />
      <div className="flex flex-wrap items-center gap-3">
        {missing > 0 && (
          <Button onClick={retry} pending={pending}>
            Retry the {plural(missing, "missing item")}
          </Button>
        )}
        <Link
          href={`/customers/${encodeURIComponent(customer_id)}`}
          className={
            missing > 0
              ? "text-sm font-medium text-brand-700 underline"
              : "rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
          }
        >
          Open {name}&apos;s page
        </Link>
      </div>
    </section>
  );
}
