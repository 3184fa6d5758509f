import { type ReactNode, Suspense } from "react";
import { cn } from "@/components/ui/cn";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { Pagination } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_TOO_SLOW,
  type DirectorySort,
  isDirectoryTooSlow,
  type SortDirection,
} from "@/lib/console/directory";
import type { DirectoryEntry } from "@/lib/db/schema";

/** A page of a directory list, with what its loader read beside the rows (the owners' names). */
export type DirectoryPage = { rows: DirectoryEntry[]; total: number; more: boolean };
/** A page whose loader named each row's owner (`directoryRowsWithOwners`), by `kind:id`. */
export type OwnedPage = DirectoryPage & { owners: Map<string, string> };

/**
 * One column of a directory list: its header, the directory order its header sets (none, and
 * the header does not sort), and its cell for a row of the page `data`.
 */
export type Column<Data extends DirectoryPage = DirectoryPage> = {
  header: string;
  sort?: DirectorySort;
  cell: (row: DirectoryEntry, data: Data) => ReactNode;
  /** Classes the cell adds to its padding. */
  className?: string;
};

/** A column header that sorts by it; a second click turns the order round. */
function SortHeader({
  label,
  active,
  dir,
  href,
}: {
  label: string;
  active: boolean;
  dir: SortDirection;
  /** The list's URL sorted by this column in the given direction. */
  href: (dir: SortDirection) => string;
}) {
  const next = active && dir === "asc" ? "desc" : "asc";
  return (
    <Link href={href(next)} className="hover:underline">
      {label}
      {active && (
        <>
          <span aria-hidden> {dir === "asc" ? "↑" : "↓"}</span>
          <span className="sr-only"> (sorted {dir === "asc" ? "ascending" : "descending"})</span>
        </>
      )}
    </Link>
  );
}

/** In place of the list when a filter cannot be used: nothing was queried. */
function FixFiltersNotice() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-base font-semibold text-slate-900">Fix the filters to see the list</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
        The list was not asked: what to change is under the field.
      </p>
    </div>
  );
}

type Sorted = { sort: DirectorySort; dir: SortDirection };

type TableProps<Data extends DirectoryPage, State extends Sorted> = {
  caption: string;
  noun: string;
  columns: readonly Column<Data>[];
  /** Each row's `data-testid`. */
  rowTestId: string;
  empty: { title: string; text: ReactNode };
  state: State;
  page: number;
  /** The list's URL for a state and a page. */
  href: (state: State, page?: number) => string;
};

/**
 * A directory list's body: the notice when its filters cannot be used (nothing queried), a
 * skeleton while it loads, its empty state, or the table of rows and pages of 50.
 */
export function DirectoryTable<Data extends DirectoryPage, State extends Sorted>({
  list,
  ...table
}: { list: Promise<Data> | null } & TableProps<Data, State>) {
  if (!list) return <FixFiltersNotice />;
  return (
    // A new URL shows the skeleton again.
    <Suspense key={table.href(table.state, table.page)} fallback={<TableSkeleton />}>
      <LoadedTable list={list} {...table} />
    </Suspense>
  );
}

async function LoadedTable<Data extends DirectoryPage, State extends Sorted>({
  list,
  caption,
  noun,
  columns,
  rowTestId,
  empty,
  state,
  page,
  href,
}: { list: Promise<Data> } & TableProps<Data, State>) {
  let data: Data;
  try {
    data = await list;
  } catch (error) {
    if (!isDirectoryTooSlow(error)) throw error;
    return <EmptyState title="This list took too long">{DIRECTORY_TOO_SLOW}</EmptyState>;
  }
  if (data.rows.length === 0) return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  const headers = columns.map(({ header, sort }) =>
    sort ? (
      <SortHeader
        key={sort}
        label={header}
        active={state.sort === sort}
        dir={state.dir}
        href={(dir) => href({ ...state, sort, dir })}
      />
    ) : (
      header
    ),
  );
  return (
    <>
      <DataTable caption={caption} columns={headers}>
        {data.rows.map((row) => (
          <tr key={row.id} data-testid={rowTestId}>
            {columns.map((column) => (
              <td key={column.header} className={cn("px-3 py-2", column.className)}>
                {column.cell(row, data)}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
      <Pagination
        page={page}
        pageSize={DIRECTORY_PAGE_SIZE}
        total={data.total}
        more={data.more ? { rowsOnPage: data.rows.length } : undefined}
        hrefFor={(p) => href(state, p)}
        noun={noun}
      />
    </>
  );
}
