import type { ReactNode } from "react";
import { TextLink } from "@/components/ui/text-link";

type Card = {
  card_id: string;
  customer_id?: string;
  cardholder_id?: string;
  card_type?: string;
  bin?: string;
  last_four?: string;
  expiry_date?: string;
  emboss_name?: string;
  replaced_card_id?: string | null;
  replacement_card_id?: string | null;
};

const linkClass =
  "font-medium hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600";

/** The card's identity, its holder and the cards it replaced or was replaced by. */
export function CardFacts({ card }: { card: Card }) {
  const facts: [string, ReactNode][] = [
    ["Last four", card.last_four ? `•••• ${card.last_four}` : undefined],
    ["BIN", card.bin],
    ["Expiry", card.expiry_date],
    ["Type", card.card_type],
    ["Emboss name", card.emboss_name],
    ["Cardholder id", card.cardholder_id && <code className="text-xs">{card.cardholder_id}</code>],
    [
      "Customer",
      card.customer_id && (
        <TextLink className={linkClass} href={`/customers/${card.customer_id}`}>
          Open customer
        </TextLink>
      ),
    ],
    [
      "Replaces",
      card.replaced_card_id && (
        <TextLink className={linkClass} href={`/cards/${card.replaced_card_id}`}>
          Previous card (replaced)
        </TextLink>
      ),
    ],
    [
      "Replaced by",
      card.replacement_card_id && (
        <TextLink className={linkClass} href={`/cards/${card.replacement_card_id}`}>
          New card
        </TextLink>
      ),
    ],
  ];
  return (
    <section
      aria-labelledby="facts-heading"
      className="rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="facts-heading" className="mb-3 text-sm font-semibold text-slate-900">
        Card details
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
