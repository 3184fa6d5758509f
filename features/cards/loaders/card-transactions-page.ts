import "server-only";
import type { TransactionsPageProps } from "@/features/transactions";
import { startTransactionsPage } from "@/features/transactions/server";
import { cardStatusLabel } from "@/lib/cams";
import { camsClient } from "@/lib/console/cams-client";
import { orNotFound } from "@/lib/console/or-not-found";
import { readOrExplain } from "@/lib/console/read-or-explain";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A card's transactions. An unknown card is a 404; a refusal such as 4220006 (taken off its
 * customer) is explained in the header, and the list still says what it can.
 */
export async function loadCardTransactionsPage(
  cardId: string,
  searchParams: SearchParams,
): Promise<TransactionsPageProps> {
  const page = await startTransactionsPage("card", cardId, searchParams);
  const card = await readOrExplain(
    page.db,
    orNotFound(camsClient().call("getCard", { params: { card_id: cardId } })),
  );
  const name = card.ok && card.data.last_four ? `Card •••• ${card.data.last_four}` : "Card";
  return {
    ...page,
    back: { href: `/cards/${encodeURIComponent(cardId)}`, label: name },
    title: "Card transactions",
    description: card.ok
      ? `${name}, ${card.data.card_type ?? "card"} for ${card.data.emboss_name ?? "—"}, status ${cardStatusLabel(String(card.data.status))}. Approved and declined payments, newest first; the response code says why one was declined.`
      : `The provider refused to show this card: ${card.message}`,
    empty: "Payments made with this card, approved or declined, appear here.",
  };
}
