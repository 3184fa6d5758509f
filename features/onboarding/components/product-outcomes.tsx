import Link from "next/link";
import type { z } from "zod";
import type { ItemOutcome } from "@/features/onboarding/lib/bulk-outcome";
import type { accountCreateItem, accountResponse, cardCreateItem, cardResponse } from "@/lib/cams";
import { accountDisplayName } from "@/lib/cams";
import { BulkItemsTable } from "./bulk-items-table";

export type AccountOutcome = ItemOutcome<
  z.output<typeof accountCreateItem>,
  z.output<typeof accountResponse>
>;
export type CardOutcome = ItemOutcome<
  z.output<typeof cardCreateItem>,
  z.output<typeof cardResponse>
>;

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

/** Each account asked for and what became of it; a created one links to its page. */
export function AccountOutcomes({
  outcomes,
  hrefOf,
  unexplained,
}: {
  outcomes: readonly AccountOutcome[];
  hrefOf: (accountId: string) => string;
  unexplained?: string;
}) {
  return (
    <BulkItemsTable
      noun="Account"
      outcomes={outcomes}
      unexplained={unexplained}
      asked={(item) => `${item.currency}${item.assign_account_identifier ? " with IBAN" : ""}`}
      created={(account) => (
        <Link href={hrefOf(account.account_id)} className={linkClass}>
          {accountDisplayName(account)}
        </Link>
      )}
    />
  );
}

/** Each card asked for and what became of it; a created one links to its page. */
export function CardOutcomes({
  outcomes,
  unexplained,
}: {
  outcomes: readonly CardOutcome[];
  unexplained?: string;
}) {
  return (
    <BulkItemsTable
      noun="Card"
      outcomes={outcomes}
      unexplained={unexplained}
      asked={(item) => `${item.emboss_name}, ${item.card_type ?? "default type"}`}
      created={(card) => (
        <Link href={`/cards/${encodeURIComponent(card.card_id)}`} className={linkClass}>
          {card.last_four ? `•••• ${card.last_four}` : card.card_id}
        </Link>
      )}
    />
  );
}
