import type { ReactNode } from "react";
import { DataTable } from "@/components/ui/data-table";
import { formatTimestamp } from "@/components/ui/format";
import { ProviderError } from "@/components/ui/provider-error";
import { cardStatusLabel } from "@/lib/cams";
import type { StatusHistoryRead } from "../loaders/card-page";

/**
 * Every status the card has had, newest first. The spec has no history operation: only the
 * sandbox answers its marked assumption (GET /cards/{id}/status-history), so on another
 * provider (no read) the section says so instead of showing a refusal on every card.
 */
export async function CardStatusHistory({ read }: { read: StatusHistoryRead }) {
  if (!read)
    return (
      <StatusHistorySection>
        <p className="text-sm text-slate-600">
          The provider&apos;s interface reports no status history, only the current status.
        </p>
      </StatusHistorySection>
    );
  const result = await read;
  return (
    <StatusHistorySection>
      {result.ok ? (
        <DataTable
          caption="Status changes, newest first"
          columns={["When", "From", "To", "Reason"]}
        >
          {result.data.history.toReversed().map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the provider's order is the identity
            <tr key={i} data-testid="status-history-row">
              <td className="px-3 py-2 whitespace-nowrap font-mono text-xs">
                {formatTimestamp(entry.changed_date)}
              </td>
              <td className="px-3 py-2">
                {entry.from_status === null
                  ? "Created"
                  : cardStatusLabel(String(entry.from_status))}
              </td>
              <td className="px-3 py-2 font-medium">{cardStatusLabel(String(entry.to_status))}</td>
              <td className="px-3 py-2">{entry.reason ?? "—"}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <ProviderError
          title="The status history could not be loaded"
          message={result.message}
          code={result.code}
        />
      )}
    </StatusHistorySection>
  );
}

function StatusHistorySection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="status-history-heading" className="space-y-3">
      <h2 id="status-history-heading" className="text-sm font-semibold text-slate-900">
        Status history
      </h2>
      {children}
    </section>
  );
}
