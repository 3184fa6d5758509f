import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorCodeTable } from "@/features/error-codes/components/error-code-table";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import {
  cachedCatalog,
  catalogRefreshedAt,
  refreshCatalogIfStale,
} from "@/lib/console/error-catalog/cache";
import { providerCatalogSource } from "@/lib/console/error-catalog/provider-source";

export const metadata: Metadata = { title: "Error codes" };

export default async function ErrorCodesPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string }>;
}) {
  const { db } = await requirePagePermission("errorCodes.view");
  const q = ((await searchParams).q ?? "").trim();
  // The cache serves the page even when the provider cannot be reached: say so, do not fail.
  let refreshError: string | null = null;
  try {
    await refreshCatalogIfStale(db, providerCatalogSource(camsClient()), new Date());
  } catch (error) {
    refreshError = error instanceof Error ? error.message : String(error);
  }
  const [all, refreshedAt] = await Promise.all([cachedCatalog(db), catalogRefreshedAt(db)]);
  const needle = q.toLowerCase();
  const rows = q
    ? all.filter(
        (r) =>
          String(r.code).startsWith(needle) ||
          r.detail.toLowerCase().includes(needle) ||
          r.statusCode.toLowerCase().includes(needle),
      )
    : all;

  return (
    <>
      <PageHeader
        title="Error codes"
        description="The provider's error catalog, cached and refreshed every 24 hours. Every error the console shows is explained from it."
      />
      <form className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-80">
          <label htmlFor="q" className="mb-1.5 block text-sm font-medium text-slate-800">
            Search by code, detail or status
          </label>
          <Input id="q" name="q" defaultValue={q} placeholder="4225064, funds, Forbidden…" />
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Search
        </button>
        <p className="ml-auto text-sm text-slate-600" data-testid="catalog-refreshed">
          {refreshedAt
            ? `Last refreshed ${refreshedAt.toISOString().replace("T", " ").slice(0, 16)} UTC · ${all.length} codes`
            : "Never refreshed"}
        </p>
      </form>
      {refreshError && (
        <p
          role="alert"
          className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          The catalog could not be refreshed from the provider ({refreshError}); showing the cached
          copy.
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyState title={q ? `No error code matches “${q}”` : "The catalog is empty"} />
      ) : (
        <ErrorCodeTable rows={rows} />
      )}
    </>
  );
}
