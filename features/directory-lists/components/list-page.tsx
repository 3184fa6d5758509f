import type { ReactNode } from "react";
import { ExportCsvButton } from "@/components/ui/export-csv-button";
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

type Empty = { title: string; text: ReactNode };

/** A list of the directory's, as a spec: the page draws the rest the same for every kind. */
export type DirectoryListPageProps<
  State extends DirectoryListState & { owner?: string },
  Data extends DirectoryPage,
> = {
  /** The page's title and the table's caption: "Cards". */
  title: string;
  description: string;
  /** What it lists, in the plural: "Filter cards", "Show every owner’s cards", the pager. */
  noun: string;
  /** The list's path, where its filter form goes. */
  path: string;
  /** The list's URL for a state and a page (its search-params.ts). */
  href: (state: State, page?: number) => string;
  read: Pick<DirectoryListRead<State>, "state" | "page" | "problems">;
  /** The loader's page of rows; null when a filter cannot be used. */
  rows: Promise<Data> | null;
  columns: readonly Column<Data>[];
  rowTestId: string;
  filters: FilterSpec;
  /** The list's own filters, beyond the shared ones: "Clear filters" empties them too. */
  ownFilters?: readonly Exclude<keyof State, keyof DirectoryListState>[];
  empty: { filtered: Empty; unfiltered: Empty };
  /** The list's own actions beside "Export CSV" (New corporate, Onboard customer). */
  actions?: ReactNode;
  /** In place of the table and "Export CSV" (the provider's answer to a lookup). */
  instead?: ReactNode | false;
  /** What follows the list (open one by its id). */
  children?: ReactNode;
};

/**
 * The customers, corporates, cards and accounts lists: a header with "Export CSV" of what it
 * lists now (the export route sits at the list's path under /api/exports and reads the same
 * URL), the filters, a note when it is narrowed to one owner, then the sortable table in
 * pages of 50.
 */
export function DirectoryListPage<
  State extends DirectoryListState & { owner?: string },
  Data extends DirectoryPage,
>({
  title,
  description,
  noun,
  path,
  href,
  read: { state, page, problems },
  rows,
  columns,
  rowTestId,
  filters,
  ownFilters = [],
  empty,
  actions,
  instead,
  children,
}: DirectoryListPageProps<State, Data>) {
  const filtered = isFiltered(state) || ownFilters.some((key) => state[key]);
  const cleared = Object.fromEntries(ownFilters.map((key) => [key, ""]));
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
        label={`Filter ${noun}`}
        action={path}
        state={state}
        problems={problems}
        filters={filters}
        clearHref={filtered ? href({ ...state, ...NO_FILTERS, ...cleared }) : null}
      />
      {state.owner && (
        <p className="mb-4 text-sm text-slate-700">
          Only the {noun} of <span className="font-mono text-xs">{state.owner}</span>.{" "}
          <TextLink href={href({ ...state, owner: "" })} className="font-medium">
            Show every owner’s {noun}
          </TextLink>
        </p>
      )}
      {instead || (
        <DirectoryTable
          list={rows}
          caption={title}
          noun={noun}
          columns={columns}
          rowTestId={rowTestId}
          empty={filtered ? empty.filtered : empty.unfiltered}
          state={state}
          page={page}
          href={href}
        />
      )}
      {children}
    </>
  );
}
