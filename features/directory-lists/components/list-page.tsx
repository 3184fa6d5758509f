import type { ReactNode } from "react";
import { DetailSection } from "@/components/ui/detail-section";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
import { FindByIdForm } from "@/components/ui/find-by-id-form";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import {
  type DirectoryListRead,
  type DirectoryListState,
  isFiltered,
  NO_FILTERS,
} from "../lib/search-params";
import { DirectoryFilters, type FilterSpec } from "./directory-filters";
import { type Column, type DirectoryPage, DirectoryTable } from "./directory-table";

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type ListState = DirectoryListState & { owner?: string; [own: string]: string | undefined };

/** A list of the directory's, as a spec: the page draws the rest the same for every kind. */
export type DirectoryListPageProps<State extends ListState, Data extends DirectoryPage> = {
  /**
   * What it lists, one and many: "card", "cards". Many is also its path, its title and
   * caption (capitalised), and the words of its filters, owner note, pager and empty states.
   */
  one: string;
  many: string;
  /** Where its rows come from, said in the empty states too. */
  about: string;
  description: string;
  /** After `about` when it lists nothing yet: how rows get here. */
  whenEmpty: string;
  /** After `about` when filters match nothing. */
  whenNoMatch?: string;
  /** The list's URL for a state and a page (its search-params.ts). */
  href: (state: State, page?: number) => string;
  /** The loader's URL read, and its page of rows (null when a filter cannot be used). */
  view: {
    list: Pick<DirectoryListRead<State>, "state" | "page" | "problems">;
    rows: Promise<Data> | null;
  };
  columns: readonly Column<Data>[];
  rowTestId: string;
  filters: FilterSpec;
  /** The list's own actions beside "Export CSV" (New corporate, Onboard customer). */
  actions?: ReactNode;
  /** In place of the table and "Export CSV" (the provider's answer to a lookup). */
  instead?: ReactNode | false;
  /** "Open a card by its id" below the list: what the box was given, and why it did not open. */
  find?: { value: string | undefined; error: string | undefined; hint: string };
  /** What follows the list (the provider's own search). */
  children?: ReactNode;
};

/**
 * The customers, corporates, cards and accounts lists: a header with "Export CSV" of what it
 * lists now (the export route sits at the list's path under /api/exports and reads the same
 * URL), the filters, a note when it is narrowed to one owner, then the sortable table in
 * pages of 50.
 */
export function DirectoryListPage<State extends ListState, Data extends DirectoryPage>({
  one,
  many,
  about,
  description,
  whenEmpty,
  whenNoMatch,
  href,
  view: { list, rows },
  columns,
  rowTestId,
  filters,
  actions,
  instead,
  find,
  children,
}: DirectoryListPageProps<State, Data>) {
  const { state, page, problems } = list;
  const title = capitalised(many);
  // "Clear filters" empties the list's own filters and the owner too.
  const own = [...(filters.own ?? []).map((filter) => filter.name), "owner"];
  const filtered = isFiltered(state) || own.some((key) => state[key]);
  const cleared = Object.fromEntries(own.map((key) => [key, ""]));
  const empty = filtered
    ? {
        title: `No ${one} matches`,
        text: [`No ${one} the console knows matches these filters.`, about, whenNoMatch],
      }
    : { title: `No ${many} yet`, text: [about, whenEmpty] };
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <div className="flex flex-wrap items-start gap-2">
            {!instead && <ExportCsvButton href={`/api/exports${href(state)}`} />}
            {actions}
          </div>
        }
      />
      <DirectoryFilters
        label={`Filter ${many}`}
        action={`/${many}`}
        state={state}
        problems={problems}
        filters={filters}
        clearHref={filtered ? href({ ...state, ...NO_FILTERS, ...cleared }) : null}
      />
      {state.owner && (
        <p className="mb-4 text-sm text-slate-700">
          Only the {many} of <span className="font-mono text-xs">{state.owner}</span>.{" "}
          <TextLink href={href({ ...state, owner: "" })} className="font-medium">
            Show every owner’s {many}
          </TextLink>
        </p>
      )}
      {instead || (
        <DirectoryTable
          list={rows}
          caption={title}
          noun={many}
          columns={columns}
          rowTestId={rowTestId}
          empty={{ title: empty.title, text: empty.text.filter(Boolean).join(" ") }}
          state={state}
          page={page}
          href={href}
        />
      )}
      {find && (
        <div className="mt-8">
          <DetailSection id={`find-${one}`} title={`Open a ${one} by its id`}>
            <FindByIdForm
              action={`/${many}`}
              name={`${one}_id`}
              label={`${capitalised(one)} id`}
              submit={`Open ${one}`}
              {...find}
            />
          </DetailSection>
        </div>
      )}
      {children}
    </>
  );
}
