import { createElement } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import type { DirectoryEntry } from "@/lib/db/schema";
import { type DirectoryListState, directoryListHref, NO_FILTERS } from "../lib/search-params";
import { nameColumn, ownerColumn } from "./columns";
import type { OwnedPage } from "./directory-table";
import { DirectoryListPage, type DirectoryListPageProps } from "./list-page";

type CardsState = DirectoryListState & { last_four: string; owner: string };

const cardsHref = (state: CardsState, page = 1) =>
  directoryListHref("/cards", state, page, { last_four: state.last_four, owner: state.owner });

const entry = (id: string, name: string, ownerId: string | null): DirectoryEntry => ({
  kind: "card",
  id,
  displayName: name,
  searchName: name.toLowerCase(),
  email: null,
  phone: null,
  accountIdentifier: null,
  cardLastFour: null,
  status: "00",
  kycLevel: null,
  createdDate: null,
  ownerKind: ownerId ? "customer" : null,
  ownerId,
  firstSeenAt: new Date(0),
  updatedAt: new Date(0),
});

const unfiltered: CardsState = {
  ...NO_FILTERS,
  sort: "name",
  dir: "asc",
  last_four: "",
  owner: "",
};

function props(
  over: Partial<DirectoryListPageProps<CardsState, OwnedPage>> & { state?: Partial<CardsState> },
  rows: DirectoryEntry[] | null = [
    entry("c-1", "•••• 4242", "cu-1"),
    entry("c-2", "•••• 1111", null),
  ],
): DirectoryListPageProps<CardsState, OwnedPage> {
  const { state, ...rest } = over;
  return {
    one: "card",
    many: "cards",
    rowTestId: "card-row",
    about: "Cards the console has seen.",
    description: "The cards.",
    whenEmpty: "Cards appear once their customer is opened.",
    href: cardsHref,
    view: {
      list: { state: { ...unfiltered, ...state }, page: 1, problems: {} },
      rows: rows
        ? Promise.resolve({
            rows,
            total: rows.length,
            more: false,
            owners: new Map([["customer:cu-1", "Jane Doe"]]),
          })
        : null,
    },
    columns: [
      nameColumn("Card", (row) => `/cards/${row.id}`),
      { header: "Status", sort: "status", cell: (row) => row.status },
      ownerColumn(true),
    ],
    filters: {
      dates: false,
      own: [{ name: "last_four", label: "Last four", hint: "Four digits", className: "w-40" }],
    },
    ...rest,
  };
}

async function render(p: DirectoryListPageProps<CardsState, OwnedPage>) {
  const { prelude } = await prerender(createElement(DirectoryListPage<CardsState, OwnedPage>, p));
  const html = (await new Response(prelude).text()).replace(/&amp;/g, "&").replace(/<!-- -->/g, "");
  return { html, text: html.replace(/<[^>]+>/g, "") };
}

describe("DirectoryListPage", () => {
  it("draws the columns' headers, sort links and cells for each row", async () => {
    const { html, text } = await render(props({ state: { sort: "status", dir: "asc" } }));
    expect(html).toContain('<caption class="sr-only">Cards</caption>');
    // The sorted column turns round; another sorts ascending by itself; Owner does not sort.
    expect(html).toMatch(/href="\/cards\?sort=status&dir=desc"[^>]*>Status/);
    expect(text).toContain("Status ↑ (sorted ascending)");
    expect(html).toMatch(/href="\/cards"[^>]*>Card</);
    expect(html).toMatch(/<th scope="col" class="px-3 py-2">Owner<\/th>/);
    expect(html.match(/data-testid="card-row"/g)).toHaveLength(2);
    expect(html).toMatch(/href="\/cards\/c-1"[^>]*>•••• 4242/);
    expect(html).toMatch(/href="\/customers\/cu-1"[^>]*>Jane Doe/);
    expect(text).toContain("—");
    expect(text).toContain("Export CSV");
  });

  it("clears the shared filters, its own and the owner, keeping the sort", async () => {
    const { html, text } = await render(
      props({ state: { last_four: "4242", owner: "cu-1", dir: "desc" } }),
    );
    expect(html).toContain('aria-label="Filter cards"');
    expect(html).toMatch(/name="last_four"[^>]*value="4242"/);
    expect(html).toContain('<input type="hidden" name="owner" value="cu-1"/>');
    expect(html).toMatch(/href="\/cards\?dir=desc"[^>]*>Clear filters/);
    expect(text).toContain("Only the cards of cu-1.");
    expect(html).toMatch(/href="\/cards\?dir=desc&last_four=4242"[^>]*>Show every owner’s cards/);
  });

  it("says why it is empty: nothing matches, or nothing yet", async () => {
    const matched = await render(props({ state: { last_four: "9999" } }, []));
    expect(matched.text).toContain("No card matches");
    expect(matched.text).toContain(
      "No card the console knows matches these filters. Cards the console has seen.",
    );
    expect(matched.html).toContain("Clear filters");
    const none = await render(props({}, []));
    expect(none.text).toContain("No cards yet");
    expect(none.text).toContain(
      "Cards the console has seen. Cards appear once their customer is opened.",
    );
    expect(none.html).not.toContain("Clear filters");
  });

  it("asks nothing when a filter cannot be used, and gives way to another answer", async () => {
    expect((await render(props({}, null))).text).toContain("Fix the filters to see the list");
    const instead = await render(
      props({ instead: createElement("p", null, "The provider’s answer") }),
    );
    expect(instead.text).toContain("The provider’s answer");
    expect(instead.html).not.toContain("card-row");
    expect(instead.text).not.toContain("Export CSV");
  });

  it("opens one by its id below the list", async () => {
    const { html, text } = await render(
      props({ find: { value: "nope", error: "No card has this id", hint: "Paste it" } }),
    );
    expect(text).toContain("Open a card by its id");
    expect(html).toMatch(/aria-labelledby="find-card".*<form[^>]*action="\/cards"/);
    expect(html).toMatch(/<label for="card_id"[^>]*>Card id</);
    expect(text).toContain("No card has this id");
    expect(text).toContain("Open card");
  });
});
