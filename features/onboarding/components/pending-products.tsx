"use client";

import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DetailSection } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import type { PendingProductsView } from "../loaders/pending-products";
import { described, usePendingProducts } from "./use-pending-products";

const columns = ["Item", "Asked for", "Why not created", "Asked", "Actions"];

/**
 * The accounts and cards the provider did not create (a 206 at onboarding or later), kept by
 * the console: each can be sent again (Retry) or given up on (Discard, after confirming).
 * `disabledReason`: why the provider would refuse a retry now (a held customer).
 */
export function PendingProducts({
  customerId,
  pending,
  disabledReason,
}: {
  customerId: string;
  pending: PendingProductsView;
  disabledReason?: string;
}) {
  const { said, busy, working, confirming, retryOne, discardOne, ask, keep } =
    usePendingProducts(customerId);
  if (pending.length === 0 && !said) return null;

  return (
    <DetailSection id="pending-products" title="Not yet created">
      {said && (
        <p
          role={said.tone === "bad" ? "alert" : "status"}
          className={
            said.tone === "bad"
              ? "mb-3 text-sm font-medium text-red-800"
              : "mb-3 text-sm font-medium text-emerald-800"
          }
        >
          {said.text}
        </p>
      )}
      {disabledReason && (
        <p id="pending-disabled" className="mb-3 text-sm text-amber-900">
          Retry: {disabledReason}
        </p>
      )}
      {pending.length > 0 && (
        <DataTable columns={columns} caption="Accounts and cards asked for but not created yet">
          {pending.map((row, index) => {
            const { noun, asked } = described(row);
            const label = `${noun.toLowerCase()} ${asked}`;
            return (
              <tr key={row.id} data-testid="pending-product">
                <td className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">
                  {noun} {index + 1}
                </td>
                <td className="px-3 py-2">{asked}</td>
                <td className="px-3 py-2 text-slate-700">{row.reason}</td>
                <td className="whitespace-nowrap px-3 py-2 text-slate-600">
                  {formatTimestamp(row.createdAt.toISOString())}
                  {row.createdBy ? ` by ${row.createdBy}` : ""}
                </td>
                <td className="px-3 py-2">
                  {confirming === row.id ? (
                    <fieldset
                      aria-label={`Discard the ${label}?`}
                      className="m-0 flex flex-wrap items-center gap-2 border-0 p-0"
                    >
                      <span className="text-sm text-red-900">
                        Discard it? It will not be created.
                      </span>
                      <Button variant="danger" onClick={() => discardOne(row)}>
                        Discard
                      </Button>
                      <Button variant="secondary" id={`keep-${row.id}`} onClick={() => keep(row)}>
                        Keep
                      </Button>
                    </fieldset>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        onClick={() => retryOne(row)}
                        pending={busy && working === row.id}
                        disabled={busy || Boolean(disabledReason)}
                        aria-label={`Retry ${label}`}
                        aria-describedby={disabledReason ? "pending-disabled" : undefined}
                      >
                        Retry
                      </Button>
                      <Button
                        variant="secondary"
                        id={`discard-${row.id}`}
                        onClick={() => ask(row)}
                        disabled={busy}
                        aria-label={`Discard ${label}`}
                      >
                        Discard
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </DetailSection>
  );
}
