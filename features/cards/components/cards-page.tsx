import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DetailSection } from "@/components/ui/detail-section";
import { Input } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { TextLink } from "@/components/ui/text-link";
import { type Column, DirectoryListPage, type OwnedPage } from "@/features/directory-lists";
import { cardStatusOptions, cardsHref } from "../lib/search-params";
import type { CardsPageView } from "../loaders/cards-page";
import { CardStatusBadge } from "./card-status-badge";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists cards, so this list holds the cards the console has seen, with the status it last saw.";

/** The columns; the owner links to the customer only for a role that may open customers. */
const columns = (canSeeCustomers: boolean): Column<OwnedPage>[] => [
  {
    header: "Card",
    sort: "name",
    cell: (row) => (
      <TextLink href={`/cards/${encodeURIComponent(row.id)}`} className="font-medium">
        {row.displayName}
      </TextLink>
    ),
  },
  {
    header: "Status",
    sort: "status",
    cell: (row) => (row.status ? <CardStatusBadge status={row.status} /> : "—"),
  },
  {
    header: "Owner",
    cell: (row, { owners }) => {
      const owner = row.ownerId ? owners.get(`customer:${row.ownerId}`) : undefined;
      if (!row.ownerId || !canSeeCustomers) return owner ?? "—";
      return (
        <TextLink href={`/customers/${encodeURIComponent(row.ownerId)}`}>
          {owner ?? "Customer not yet seen"}
        </TextLink>
      );
    },
  },
  { header: "Card id", cell: (row) => <CopyIdButton id={row.id} noun="card" /> },
];

/** The cards the console knows, filtered by status, last four or owner, in pages of 50. */
export function CardsPage({ view }: { view: CardsPageView }) {
  const { state, problems } = view.list;
  return (
    <DirectoryListPage
      title="Cards"
      description={`${PROVIDER_HAS_NO_LIST} Open one to follow it from 01 Ordered to 00 Active, and to activate, block, unblock or replace it.`}
      noun="cards"
      path="/cards"
      href={cardsHref}
      read={view.list}
      rows={view.rows}
      columns={columns(view.canSeeCustomers)}
      rowTestId="card-row"
      filters={{
        statuses: cardStatusOptions,
        dates: false,
        extra: (
          <FilterField
            name="last_four"
            label="Last four"
            hint="The card number's last four digits"
            error={problems.last_four}
            className="w-40"
            control={(wiring) => (
              <Input
                {...wiring}
                defaultValue={state.last_four}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          />
        ),
      }}
      ownFilters={["last_four", "owner"]}
      empty={{
        filtered: {
          title: "No card matches",
          text: `No card the console knows matches these filters. ${PROVIDER_HAS_NO_LIST}`,
        },
        unfiltered: {
          title: "No cards yet",
          text: `${PROVIDER_HAS_NO_LIST} Cards appear here once a customer holding them has been opened.`,
        },
      }}
    >
      <div className="mt-8">
        <DetailSection id="find-card" title="Open a card by its id">
          <FindByIdForm
            action="/cards"
            name="card_id"
            label="Card id"
            value={view.find.cardId}
            error={view.find.error}
            hint="Paste the card_id from the customer's page, a webhook or a support ticket."
            submit="Open card"
          />
        </DetailSection>
      </div>
    </DirectoryListPage>
  );
}
