import { Suspense } from "react";
import { DetailSection } from "@/components/ui/detail-section";
import { EmptyState } from "@/components/ui/empty-state";
import { enumLabel } from "@/components/ui/enum-options";
import { formatDate } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import { Pagination } from "@/components/ui/pagination";
import { ProviderError } from "@/components/ui/provider-error";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { TextLink } from "@/components/ui/text-link";
import { type Column, DirectoryListPage, nameColumn } from "@/features/directory-lists";
import { customerStatusOptions, customersListHref, kycLevelOptions } from "../lib/search-params";
import { type CustomerFilterValues, customersHref } from "../lib/search-query";
import type { CustomersPageView } from "../loaders/customers-page";
import { CustomerFilters } from "./customer-filters";
import { CustomerStatusBadge } from "./customer-status-badge";
import { CustomersTable } from "./customers-table";

const DIRECTORY_NOTE =
  "The list holds the customers the console has seen; one made elsewhere appears once found below or opened.";

const columns: Column[] = [
  nameColumn("Name", (row) => `/customers/${encodeURIComponent(row.id)}`),
  { header: "KYC level", sort: "kyc_level", cell: (row) => enumLabel(row.kycLevel) },
  {
    header: "Status",
    sort: "status",
    cell: (row) => (row.status ? <CustomerStatusBadge status={row.status} /> : "—"),
  },
  {
    header: "Created",
    sort: "created",
    className: "whitespace-nowrap font-mono text-xs",
    cell: (row) => (row.createdDate ? formatDate(row.createdDate.toISOString()) : "—"),
  },
];

/** The customers the console knows, filtered and sorted; and the provider's own search. */
export function CustomersPage({ view }: { view: CustomersPageView }) {
  const { parsed } = view;
  return (
    <DirectoryListPage
      one="customer"
      many="customers"
      rowTestId="customer-row"
      about={DIRECTORY_NOTE}
      description={`Filter by name, status, KYC level or created date; open a customer to see its profile, accounts, cards and recent transactions. ${DIRECTORY_NOTE}`}
      whenEmpty="Onboard one, or search the provider below."
      href={customersListHref}
      view={view}
      columns={columns}
      filters={{
        nameHint: "Any part of the name; letter case and accents do not matter",
        statuses: customerStatusOptions,
        kycLevels: kycLevelOptions,
      }}
      actions={
        view.canOnboard && (
          <Link
            href="/customers/new"
            className="rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Onboard customer
          </Link>
        )
      }
      instead={view.lookingUp && <ProviderAnswer view={view} />}
    >
      <div className="mt-8">
        <DetailSection id="search-provider" title="Search the provider">
          <p className="mb-3 text-sm text-slate-600">
            The provider’s own search: the start of a last name, or a whole identification value. It
            finds customers the list does not hold yet.
          </p>
          <CustomerFilters
            {...parsed.filters}
            fieldErrors={parsed.ok ? undefined : parsed.fieldErrors}
          />
        </DetailSection>
      </div>
    </DirectoryListPage>
  );
}

/** The provider's answer to a lookup, in place of the list; or why it was not asked. */
function ProviderAnswer({ view }: { view: CustomersPageView }) {
  const { parsed } = view;
  if (!parsed.ok || !view.results)
    return (
      <EmptyState title="Fix the search to see results">
        The provider would refuse this search as it stands; the message is under the field.
      </EmptyState>
    );
  return (
    <Suspense key={JSON.stringify(parsed.query)} fallback={<TableSkeleton />}>
      <CustomerResults
        results={view.results}
        page={parsed.query.page_number}
        filters={parsed.filters}
      />
    </Suspense>
  );
}

async function CustomerResults({
  results,
  page,
  filters,
}: {
  results: NonNullable<CustomersPageView["results"]>;
  page: number;
  filters: CustomerFilterValues;
}) {
  const read = await results;
  if (!read.ok) {
    return (
      <ProviderError
        title="The provider refused the search"
        message={read.message}
        code={read.code}
      />
    );
  }
  const result = read.data;
  if (result.customers.length === 0) {
    return (
      <EmptyState title="No customers match">
        Last name matches the start of the name, in any letter case; identification value must be
        the whole document number.{" "}
        <TextLink href="/customers" className="font-medium">
          Back to the list
        </TextLink>
      </EmptyState>
    );
  }
  return (
    <>
      <h2 className="mb-2 text-sm font-semibold text-slate-800">
        The provider’s answer{" "}
        <Link href="/customers" className="ml-2 font-medium text-brand-700 hover:underline">
          Back to the list
        </Link>
      </h2>
      <CustomersTable rows={result.customers} />
      <Pagination
        page={page}
        pageSize={result.page_size}
        total={result.total_count ?? result.customers.length}
        hrefFor={(p) => customersHref(p, filters)}
        noun="customers"
      />
    </>
  );
}
