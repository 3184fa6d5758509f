"use client";

import Link from "next/link";
import { useState, useTransition } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { enumLabel } from "@/components/ui/enum-options";
import { createAccounts } from "@/features/onboarding/actions/create-accounts";
import { createCards } from "@/features/onboarding/actions/create-cards";
import {
  type ItemOutcome,
  missingPositions,
  type RetryAnswer,
  retryMissing,
} from "@/features/onboarding/lib/bulk-outcome";
import type {
  accountCreateItem,
  accountResponse,
  cardCreateItem,
  cardResponse,
  customerResponse,
} from "@/lib/cams";
import type { ActionResult } from "@/lib/console/actions/result";
import { BulkItemsTable } from "./bulk-items-table";

export type PartialCreation = {
  customer: z.output<typeof customerResponse>;
  accounts: ItemOutcome<z.output<typeof accountCreateItem>, z.output<typeof accountResponse>>[];
  cards: ItemOutcome<z.output<typeof cardCreateItem>, z.output<typeof cardResponse>>[];
};

/** An action's result as a retry answer: what it created, or why it refused every item. */
function answer<T, Created>(
  result: ActionResult<T>,
  created: (data: T) => Created[],
): RetryAnswer<Created> {
  return result.ok
    ? { ok: true, created: created(result.data) }
    : { ok: false, message: result.message, code: result.code };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * After a 206: the customer exists, some accounts or cards do not. Says which items were
 * created and which not, and sends the missing ones again in one click (the retry may itself
 * create only some; it can be repeated).
 */
export function PartialResult({ created }: { created: PartialCreation }) {
  const { customer } = created;
  const [accounts, setAccounts] = useState(created.accounts);
  const [cards, setCards] = useState(created.cards);
  const [lastRetry, setLastRetry] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const missing = missingPositions(accounts).length + missingPositions(cards).length;
  const name = `${customer.first_name} ${customer.last_name}`;
  const customer_id = customer.customer_id;

  const retry = () =>
    startTransition(async () => {
      const nextAccounts = await retryMissing(accounts, async (items) =>
        answer(await createAccounts({ customer_id, items }), (data) => data.accounts),
      );
      setAccounts(nextAccounts);
      const nextCards = await retryMissing(cards, async (items) =>
        answer(await createCards({ customer_id, items }), (data) => data.cards),
      );
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
      <BulkItemsTable
        noun="Account"
        outcomes={accounts}
        asked={(item) => `${item.currency}${item.assign_account_identifier ? " with IBAN" : ""}`}
        created={(account) => account.account_identifier ?? account.account_id}
      />
      <BulkItemsTable
        noun="Card"
        outcomes={cards}
        asked={(item) => `${item.emboss_name}, ${item.card_type ?? "default type"}`}
        created={(card) => (card.last_four ? `•••• ${card.last_four}` : card.card_id)}
      />
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
