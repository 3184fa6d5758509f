import Link from "next/link";
import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DetailSection } from "@/components/ui/detail-section";
import {
  DirectoryFilters,
  DirectoryTable,
  FilterField,
  ListActions,
  OwnerNote,
  sortableColumns,
} from "@/components/ui/directory-filters";
import { isFiltered, NO_FILTERS } from "@/components/ui/directory-list";
import { Input } from "@/components/ui/field";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { PageHeader } from "@/components/ui/page-header";
import { cardStatusOptions, cardsHref } from "../lib/search-params";
import type { CardsPageView } from "../loaders/cards-page";
import { CardStatusBadge } from "./card-status-badge";

const PROVIDER_HAS_NO_LIST =
  "The provider has no operation that lists cards, so this list holds the cards the console has seen, with the status it last saw.";

/** The cards the console knows, filtered by status, last four or owner, in pages of 50. */
export function CardsPage({ view }: { view: CardsPageView }) {
  const { state, page, problems } = view;
  const filtered = isFiltered(state) || Boolean(state.last_four || state.owner);
  const sortable = sortableColumns(state, cardsHref);
  return (
    <>
      <PageHeader
        title="Cards"
        description={`${PROVIDER_HAS_NO_LIST} Open one to follow it from 01 Ordered to 00 Active, and to activate, block, unblock or replace it.`}
        actions={<ListActions listHref={cardsHref(state)} />}
      />
      <DirectoryFilters
        label="Filter cards"
        action="/cards"
        state={state}
        problems={problems}
        statuses={cardStatusOptions}
        dates={false}
        hidden={{ owner: state.owner }}
        extra={
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
        }
        clearHref={
          filtered ? cardsHref({ ...state, ...NO_FILTERS, last_four: "", owner: "" }) : null
        }
      />
      {state.owner && (
        <OwnerNote
          what="cards"
          owner={state.owner}
          clearHref={cardsHref({ ...state, owner: "" })}
        />
      )}
      <DirectoryTable
        list={view.list}
        listKey={cardsHref(state, page)}
        caption="Cards"
        noun="cards"
        page={page}
        hrefFor={(p) => cardsHref(state, p)}
        columns={[sortable("name", "Card"), sortable("status", "Status"), "Owner", "Card id"]}
        empty={
          filtered
            ? {
                title: "No card matches",
                text: `No card the console knows matches these filters. ${PROVIDER_HAS_NO_LIST}`,
              }
            : {
                title: "No cards yet",
                text: `${PROVIDER_HAS_NO_LIST} Cards appear here once a customer holding them has been opened.`,
              }
        }
        row={(row, { owners }) => {
          const owner = row.ownerId ? owners.get(`customer:${row.ownerId}`) : undefined;
          return (
            <tr key={row.id} data-testid="card-row">
              <td className="px-3 py-2">
                <Link
                  href={`/cards/${encodeURIComponent(row.id)}`}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {row.displayName}
                </Link>
              </td>
              <td className="px-3 py-2">
                {row.status ? <CardStatusBadge status={row.status} /> : "—"}
              </td>
              <td className="px-3 py-2">
                {row.ownerId && view.canSeeCustomers ? (
                  <Link
                    href={`/customers/${encodeURIComponent(row.ownerId)}`}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {owner ?? "Customer not yet seen"}
                  </Link>
                ) : (
                  (owner ?? "—")
                )}
              </td>
              <td className="px-3 py-2">
                <CopyIdButton id={row.id} noun="card" />
              </td>
            </tr>
          );
        }}
      />
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
    </>
  );
}
