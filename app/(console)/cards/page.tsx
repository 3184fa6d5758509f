import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePagePermission } from "@/lib/console/auth/session";

export const metadata: Metadata = { title: "Cards" };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Find a card by its id: a plain GET form, so it works before any script has loaded. */
export default async function CardsPage({
  searchParams,
}: {
  searchParams: Promise<{ card_id?: string }>;
}) {
  await requirePagePermission("cards.view");
  const cardId = (await searchParams).card_id?.trim();
  if (cardId && uuid.test(cardId)) redirect(`/cards/${cardId.toLowerCase()}`);
  const error = cardId
    ? "A card id is a UUID, like 3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b"
    : undefined;
  const hint = "Paste the card_id from the customer's page, a webhook or a support ticket.";

  return (
    <>
      <PageHeader
        title="Cards"
        description="Find a card by its id to follow it from 01 Ordered to 00 Active, and to activate, block, unblock or replace it. Cards are also listed on their customer's page."
      />
      <FindByIdForm
        action="/cards"
        name="card_id"
        label="Card id"
        value={cardId}
        error={error}
        hint={hint}
        submit="Open card"
      />
    </>
  );
}
