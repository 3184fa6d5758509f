import { CopyIdButton } from "@/components/ui/copy-id-button";
import {
  type Column,
  DirectoryListPage,
  nameColumn,
  type OwnedPage,
  ownerColumn,
} from "@/features/directory-lists";
import { cardStatusOptions, cardsHref } from "../lib/search-params";
import type { CardsPageView } from "../loaders/cards-page";
import { CardStatusBadge } from "./card-status-badge";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists cards, so this list holds the cards the console has seen, with the status it last saw.";

/** The columns; the owner links to the customer only for a role that may open customers. */
const columns = (canSeeCustomers: boolean): Column<OwnedPage>[] => [
  nameColumn("Card", (row) => `/cards/${encodeURIComponent(row.id)}`),
  {
    header: "Status",
    sort: "status",
    cell: (row) => (row.status ? <CardStatusBadge status={row.status} /> : "—"),
  },
  ownerColumn(canSeeCustomers),
  { header: "Card id", cell: (row) => <CopyIdButton id={row.id} noun="card" /> },
];

/** The cards the console knows, filtered by status, last four or owner, in pages of 50. */
export function CardsPage({ view }: { view: CardsPageView }) {
  return (
    <DirectoryListPage
      one="card"
      many="cards"
      rowTestId="card-row"
      about={PROVIDER_HAS_NO_LIST}
      description={`${PROVIDER_HAS_NO_LIST} Open one to follow it from 01 Ordered to 00 Active, and to activate, block, unblock or replace it.`}
      whenEmpty="Cards appear here once a customer holding them has been opened."
      href={cardsHref}
      view={view}
      columns={columns(view.canSeeCustomers)}
      filters={{
        statuses: cardStatusOptions,
        dates: false,
        own: [
          {
            name: "last_four",
            label: "Last four",
            hint: "The card number's last four digits",
            className: "w-40",
            numeric: true,
          },
        ],
      }}
      find={{
        value: view.find.cardId,
        error: view.find.error,
        hint: "Paste the card_id from the customer's page, a webhook or a support ticket.",
      }}
    />
  );
}
