"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState, useTransition } from "react";
import { type FieldValues, FormProvider, type Path, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import {
  bulkOutcome,
  type ItemOutcome,
  type ItemsAnswer,
  missingPositions,
  type Positioned,
  refusedOutcome,
  retryOutcomes,
} from "@/features/onboarding/lib/bulk-outcome";
import type { ProductsDraft } from "@/features/onboarding/lib/draft";
import type { ActionResult } from "@/lib/console/actions/result";

type List = keyof ProductsDraft;
type Draft = Partial<ProductsDraft>;
type Send<Item, Created> = (items: Item[]) => Promise<ActionResult<ItemsAnswer<Created>>>;

const plural = (count: number, noun: string) =>
  `${count} ${noun.toLowerCase()}${count === 1 ? "" : "s"}`;

/** What a 206 leaves unsaid, for items sent on their own (not with a new customer). */
const UNEXPLAINED =
  "The provider did not create it and did not say why. It is kept on the customer's page to retry later.";

/**
 * "Open accounts" and "Issue cards": any number of items under the onboarding's rules, sent in
 * one request, then the outcome of each, created (linked) or not (with the reason when the
 * provider gave one). The items not created can be sent again, here or, when the console keeps
 * them (`kept`), later from the customer's page.
 */
export function ProductItemsForm<Item, Created extends Positioned>({
  list,
  noun,
  schema,
  defaultValues,
  rows,
  send,
  kept,
  outcomesView,
  back,
  unexplained = UNEXPLAINED,
  disabledReason,
}: {
  list: List;
  noun: "Account" | "Card";
  /** The lib/cams rules over the form's list (accountsDraftRequest, cardsDraftRequest). */
  schema: z.ZodType<FieldValues, FieldValues>;
  defaultValues: Draft;
  rows: ReactNode;
  send: Send<Item, Created>;
  kept?: (ids: number[]) => Promise<ActionResult<ItemsAnswer<Created>>>;
  outcomesView: (outcomes: ItemOutcome<Item, Created>[], unexplained: string) => ReactNode;
  back: { href: string; label: string };
  unexplained?: string;
  /** Why the provider would refuse every item now (a held customer): the form is not offered. */
  disabledReason?: string;
}) {
  const form = useForm<Draft, unknown, Partial<Record<List, Item[]>>>({
    resolver: zodResolver(schema) as Resolver<Draft, unknown, Partial<Record<List, Item[]>>>,
    defaultValues,
    mode: "onSubmit",
  });
  const [outcomes, setOutcomes] = useState<ItemOutcome<Item, Created>[] | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const count = form.watch(list)?.length ?? 0;

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      const items = values[list] ?? [];
      const result = await send(items);
      if (result.ok) {
        const next = bulkOutcome(items, result.data.created, result.data.pending);
        setOutcomes(next);
        setSaid(summary(next.length - missingPositions(next).length, next.length, noun));
        return;
      }
      // A field the rules refuse lands on it; "items.1.currency" is the form's "accounts.1.currency".
      const fields = Object.entries(result.fieldErrors).filter(([path]) =>
        path.startsWith("items."),
      );
      for (const [path, message] of fields) {
        form.setError(path.replace(/^items/, list) as Path<Draft>, { type: "server", message });
      }
      if (fields.length > 0) return;
      setOutcomes(refusedOutcome(items, result.message));
      setSaid(`Nothing was created. ${result.message}`);
    }),
  );

  const retry = () =>
    startTransition(async () => {
      if (!outcomes) return;
      const missing = missingPositions(outcomes).length;
      const next = await retryOutcomes(outcomes, { again: send, kept });
      const left = missingPositions(next).length;
      setOutcomes(next);
      setSaid(
        `The retry created ${missing - left} of the ${plural(missing, `${noun} not created`)}.`,
      );
    });

  if (outcomes) {
    const missing = missingPositions(outcomes).length;
    return (
      <section aria-labelledby="outcome-heading" className="space-y-4">
        <h2 id="outcome-heading" className="text-lg font-semibold text-slate-900">
          {missing === 0
            ? `Every ${noun.toLowerCase()} is created`
            : `${plural(missing, noun)} of ${outcomes.length} not created`}
        </h2>
        {said && (
          <p role="status" className="text-sm font-medium text-slate-900">
            {said}
          </p>
        )}
        {outcomesView(outcomes, unexplained)}
        <div className="flex flex-wrap items-center gap-3">
          {missing > 0 && (
            <Button onClick={retry} pending={pending}>
              Retry the {plural(missing, `${noun} not created`)}
            </Button>
          )}
          <Link href={back.href} className="text-sm font-medium text-brand-700 underline">
            {back.label}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="max-w-4xl space-y-4">
        <section className="space-y-4 rounded-lg bg-white p-6 ring-1 ring-slate-200">
          {rows}
        </section>
        {disabledReason && (
          <p id="products-disabled" className="text-sm font-medium text-amber-900">
            {disabledReason}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            pending={pending}
            disabled={count === 0 || Boolean(disabledReason)}
            aria-describedby={disabledReason ? "products-disabled" : undefined}
          >
            {noun === "Account" ? "Open" : "Issue"} {plural(count, noun)}
          </Button>
          <Link href={back.href} className="text-sm font-medium text-brand-700 underline">
            Cancel
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}

function summary(created: number, asked: number, noun: string) {
  return created === asked
    ? `The provider created all ${plural(asked, noun)}.`
    : `The provider created ${created} of ${plural(asked, noun)}.`;
}
