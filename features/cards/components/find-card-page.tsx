import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { PageHeader } from "@/components/ui/page-header";

/** A plain GET form, so it works before any script has loaded. */
export function FindCardPage({ cardId, error }: { cardId?: string; error?: string }) {
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
        hint="Paste the card_id from the customer's page, a webhook or a support ticket."
        submit="Open card"
      />
    </>
  );
}
