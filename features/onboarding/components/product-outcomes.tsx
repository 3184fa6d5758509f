import type { z } from "zod";
import { TextLink } from "@/components/ui/text-link";
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
        <TextLink href={hrefOf(account.account_id)} className="font-medium">
          {accountDisplayName(account)}
        </TextLink>
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
        <TextLink href={`/cards/${encodeURIComponent(card.card_id)}`} className="font-medium">
          {card.last_four ? `•••• ${card.last_four}` : card.card_id}
        </TextLink>
      )}
    />
  );
}
