import Link from "next/link";
import { type ReactNode, Suspense } from "react";
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_TOO_SLOW,
  type DirectorySort,
  isDirectoryTooSlow,
  type SortDirection,
} from "@/lib/console/directory";
import type { DirectoryEntry } from "@/lib/db/schema";
import { Button } from "./button";
import { DataTable } from "./data-table";
import type { DirectoryListState, FilterProblems } from "./directory-list";
import { EmptyState } from "./empty-state";
import type { Option } from "./enum-options";
import { ExportCsvButton } from "./export-csv-button";
import { describedBy, Field, Input, Select } from "./field";
import { Pagination } from "./pagination";
import { TableSkeleton } from "./table-skeleton";

type Wiring = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** One labelled filter, wired to its hint and to the message about its value. */
export function FilterField({
  name,
  label,
  hint,
  error,
  className = "w-48",
  control,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  control: (wiring: Wiring) => ReactNode;
}) {
  return (
    <div className={className}>
      <Field id={name} label={label} error={error} hint={hint}>
        {control({
          id: name,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(name, error, hint),
        })}
      </Field>
    </div>
  );
}

/** A select of a list's values; a value typed into the URL that is not one stays selected. */
function ChoiceFilter({
  name,
  label,
  value,
  options,
  any,
  error,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  any: string;
  error?: string;
}) {
  const unknown = value && !options.some((option) => option.value === value) ? value : undefined;
  return (
    <FilterField
      name={name}
      label={label}
      error={error}
      className="w-56"
      control={(wiring) => (
        <Select {...wiring} defaultValue={value}>
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {unknown && <option value={unknown}>{unknown}</option>}
        </Select>
      )}
    />
  );
}

/**
 * A directory list's filters as a plain GET form: they land in the URL (shareable, reloadable,
 * the back button works) and a new filter starts at page 1. Each problem sits under its field.
 */
export function DirectoryFilters({
  label,
  action,
  state,
  problems,
  nameHint,
  statuses,
  kycLevels,
  extra,
  hidden = {},
  dates = true,
  clearHref,
}: {
  /** The search landmark's name, e.g. "Filter cards". */
  label: string;
  action: string;
  state: DirectoryListState;
  problems: FilterProblems;
  /** Shown when the list filters by name. */
  nameHint?: string;
  statuses?: readonly Option[];
  kycLevels?: readonly Option[];
  /** Fields only this list has, after the shared ones. */
  extra?: ReactNode;
  /** Values the form keeps without showing them (an owner the list is narrowed to). */
  hidden?: Record<string, string>;
  /** Whether the directory holds this kind's created date (customers and corporates only). */
  dates?: boolean;
  clearHref: string | null;
}) {
  const keep = {
    ...hidden,
    ...(state.sort !== "name" ? { sort: state.sort } : {}),
    ...(state.dir !== "asc" ? { dir: state.dir } : {}),
  };
  return (
    <search aria-label={label} className="mb-4">
      <form method="get" action={action} className="flex flex-wrap items-start gap-3">
        {nameHint && (
          <FilterField
            name="name"
            label="Name"
            hint={nameHint}
            error={problems.name}
            className="w-64"
            control={(wiring) => (
              <Input {...wiring} type="search" defaultValue={state.name} autoComplete="off" />
            )}
          />
        )}
        {extra}
        {statuses && (
          <ChoiceFilter
            name="status"
            label="Status"
            value={state.status}
            options={statuses}
            any="Any status"
            error={problems.status}
          />
        )}
        {kycLevels && (
          <ChoiceFilter
            name="kyc_level"
            label="KYC level"
            value={state.kyc_level}
            options={kycLevels}
            any="Any KYC level"
            error={problems.kyc_level}
          />
        )}
        {dates &&
          (["created_from", "created_to"] as const).map((name) => (
            <FilterField
              key={name}
              name={name}
              label={name === "created_from" ? "Created from" : "Created to"}
              hint={name === "created_to" ? "Both days included" : undefined}
              error={problems[name]}
              className="w-44"
              control={(wiring) => <Input {...wiring} type="date" defaultValue={state[name]} />}
            />
          ))}
        {Object.entries(keep).map(([key, value]) =>
          value ? <input key={key} type="hidden" name={key} value={value} /> : null,
        )}
        <div className="flex items-center gap-3 pt-7">
          <Button type="submit">Filter</Button>
          {clearHref && (
            <Link href={clearHref} className="text-sm font-medium text-brand-700 hover:underline">
              Clear filters
            </Link>
          )}
        </div>
      </form>
    </search>
  );
}

/** A column header that sorts by it; a second click turns the order round. */
export function SortHeader({
  label,
  active,
  dir,
  href,
}: {
  label: string;
  active: boolean;
  dir: "asc" | "desc";
  /** The list's URL sorted by this column in the given direction. */
  href: (dir: "asc" | "desc") => string;
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
export function FixFiltersNotice() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-base font-semibold text-slate-900">Fix the filters to see the list</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
        The list was not asked: what to change is under the field.
      </p>
    </div>
  );
}

/**
 * A list's actions beside its title: its own (New corporate, Onboard customer) and "Export
 * CSV" of what it lists now. `listHref` is the list's URL with its filters and sort; the
 * export route of a list sits at the same path under /api/exports and reads the same URL.
 */
export function ListActions({ listHref, children }: { listHref?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      {listHref && <ExportCsvButton href={`/api/exports${listHref}`} />}
      {children}
    </div>
  );
}

/**
 * The column headers of a list that sort: `sortable("name", "Name")` gives the header that
 * sorts the list behind `hrefFor` by that column.
 */
export function sortableColumns<S extends { sort: DirectorySort; dir: SortDirection }>(
  state: S,
  hrefFor: (state: S) => string,
) {
  return (sort: DirectorySort, label: string) => (
    <SortHeader
      key={sort}
      label={label}
      active={state.sort === sort}
      dir={state.dir}
      href={(dir) => hrefFor({ ...state, sort, dir })}
    />
  );
}

/** A list narrowed to one owner's accounts or cards, with the way back to every owner's. */
export function OwnerNote({
  what,
  owner,
  clearHref,
}: {
  what: string;
  owner: string;
  clearHref: string;
}) {
  return (
    <p className="mb-4 text-sm text-slate-700">
      Only the {what} of <span className="font-mono text-xs">{owner}</span>.{" "}
      <Link href={clearHref} className="font-medium text-brand-700 underline">
        Show every owner’s {what}
      </Link>
    </p>
  );
}

type Page = { rows: DirectoryEntry[]; total: number; more: boolean };

/**
 * A directory list's body: the notice when its filters cannot be used (nothing queried), a
 * skeleton while it loads, its empty state, or the table of rows and pages of 50.
 */
export function DirectoryTable<D extends Page>({
  list,
  listKey,
  ...table
}: {
  list: Promise<D> | null;
  /** The list's URL: a new one shows the skeleton again. */
  listKey: string;
} & TableProps<D>) {
  if (!list) return <FixFiltersNotice />;
  return (
    <Suspense key={listKey} fallback={<TableSkeleton />}>
      <LoadedTable list={list} {...table} />
    </Suspense>
  );
}

type TableProps<D> = {
  caption: string;
  noun: string;
  columns: readonly ReactNode[];
  empty: { title: string; text: ReactNode };
  page: number;
  hrefFor: (page: number) => string;
  row: (row: DirectoryEntry, data: D) => ReactNode;
};

async function LoadedTable<D extends Page>({
  list,
  caption,
  noun,
  columns,
  empty,
  page,
  hrefFor,
  row,
}: { list: Promise<D> } & TableProps<D>) {
  let data: D;
  try {
    data = await list;
  } catch (error) {
    if (!isDirectoryTooSlow(error)) throw error;
    return <EmptyState title="This list took too long">{DIRECTORY_TOO_SLOW}</EmptyState>;
  }
  if (data.rows.length === 0) return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  return (
    <>
      <DataTable caption={caption} columns={columns}>
        {data.rows.map((r) => row(r, data))}
      </DataTable>
      <Pagination
        page={page}
        pageSize={DIRECTORY_PAGE_SIZE}
        total={data.total}
        more={data.more ? { rowsOnPage: data.rows.length } : undefined}
        hrefFor={hrefFor}
        noun={noun}
      />
    </>
  );
}
