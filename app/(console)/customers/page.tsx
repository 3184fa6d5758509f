import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import type { z } from "zod";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination, pageFromParam } from "@/components/ui/pagination";
import { ProviderError } from "@/components/ui/provider-error";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { CustomerFilters } from "@/features/customers/components/customer-filters";
import { CustomersTable } from "@/features/customers/components/customers-table";
import {
  type CustomerSearchParams,
  customersHref,
  parseCustomerSearch,
} from "@/features/customers/lib/search-query";
import type { customerSearchQuery } from "@/lib/cams";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { readOrExplain } from "@/lib/console/read-or-explain";
import type { Db } from "@/lib/db";

export const metadata: Metadata = { title: "Customers" };

type Query = z.output<typeof customerSearchQuery>;

async function CustomerResults({ db, query }: { db: Db; query: Query }) {
  const filters = {
    identification_value: query.identification_value,
    last_name: query.last_name,
    status: query.status,
  };
  const read = await readOrExplain(db, camsClient().call("searchCustomers", { query }));
  if (!read.ok) {
    return <ProviderError title="The provider refused the search" message={read.message} />;
  }
  const result = read.data;
  const total = result.total_count ?? result.customers.length;
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
        page={query.page_number}
        pageSize={result.page_size}
        total={total}
        hrefFor={(p) => customersHref(p, filters)}
        noun="customers"
      />
    </>
  );
}

export default async function CustomersPage({
  searchParams,
}: {
  searchParams: Promise<CustomerSearchParams>;
}) {
  // Checked before anything streams, so a refused visitor gets a real 403.
  const { db, user } = await requirePagePermission("customers.view");
  const params = await searchParams;
  const parsed = parseCustomerSearch(params, pageFromParam(params.page));

  return (
    <>
      <PageHeader
        title="Customers"
        description="Find a customer by last name, identification value or status, newest first. Open one to see its profile, accounts, cards and recent transactions."
        actions={
          can(user.role, "customers.onboard") && (
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
      {parsed.ok ? (
        <Suspense key={JSON.stringify(parsed.query)} fallback={<TableSkeleton />}>
          <CustomerResults db={db} query={parsed.query} />
        </Suspense>
      ) : (
        <EmptyState title="Fix the search to see results">
          The provider would refuse this search as it stands; the message is under the field.
        </EmptyState>
      )}
    </>
  );
}
