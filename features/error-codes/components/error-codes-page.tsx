import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/field";
import { formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import type { ErrorCodesPageView } from "../loaders/error-codes-page";
import { ErrorCodeTable } from "./error-code-table";

export function ErrorCodesPage({ view }: { view: ErrorCodesPageView }) {
  const { query: q, rows, refreshedAt, refreshError } = view;
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
            ? `Last refreshed ${formatTimestamp(refreshedAt)} · ${view.total} codes`
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
