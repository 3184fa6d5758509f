import Link from "next/link";
import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { ProviderError } from "@/components/ui/provider-error";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { type CustomerFilterValues, customersHref } from "../lib/search-query";
import type { CustomersPageView } from "../loaders/customers-page";
import { CustomerFilters } from "./customer-filters";
import { CustomersTable } from "./customers-table";

/** Find a customer: the filters, then the provider's answer, paged. */
export function CustomersPage({ view }: { view: CustomersPageView }) {
  const { parsed } = view;
  return (
    <>
      <PageHeader
        title="Customers"
        description="Find a customer by last name, identification value or status, newest first. Open one to see its profile, accounts, cards and recent transactions."
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
      />
      <CustomerFilters
        {...parsed.filters}
        fieldErrors={parsed.ok ? undefined : parsed.fieldErrors}
      />
      {parsed.ok && view.results ? (
        <Suspense key={JSON.stringify(parsed.query)} fallback={<TableSkeleton />}>
          <CustomerResults
            results={view.results}
            page={parsed.query.page_number}
            filters={parsed.filters}
          />
        </Suspense>
      ) : (
        <EmptyState title="Fix the search to see results">
          The provider would refuse this search as it stands; the message is under the field.
        </EmptyState>
      )}
    </>
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
        the whole document number. Clear the filters to see every customer.
      </EmptyState>
    );
  }
  return (
    <>
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
