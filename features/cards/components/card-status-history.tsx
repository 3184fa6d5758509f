import type { ReactNode } from "react";
import { DataTable } from "@/components/ui/data-table";
import { formatTimestamp } from "@/components/ui/format";
import { ProviderError } from "@/components/ui/provider-error";
import { statusLabel } from "@/features/cards/lib/lifecycle";
import { camsClient } from "@/lib/console/cams-client";
import { onSandbox } from "@/lib/console/on-sandbox";
import { readOrExplain } from "@/lib/console/read-or-explain";
import type { Db } from "@/lib/db";

/**
 * Every status the card has had, newest first. The spec has no history operation: only the
 * sandbox answers its marked assumption (GET /cards/{id}/status-history), so on another
 * provider the section says so instead of showing a refusal on every card.
 */
export async function CardStatusHistory({ db, cardId }: { db: Db; cardId: string }) {
  if (!onSandbox())
    return (
      <StatusHistorySection>
        <p className="text-sm text-slate-600">
          The provider&apos;s interface reports no status history, only the current status.
        </p>
      </StatusHistorySection>
    );
  const result = await readOrExplain(
    db,
    camsClient().call("getCardStatusHistory", { params: { card_id: cardId } }),
  );
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
                {entry.from_status === null ? "Created" : statusLabel(String(entry.from_status))}
              </td>
              <td className="px-3 py-2 font-medium">{statusLabel(String(entry.to_status))}</td>
              <td className="px-3 py-2">{entry.reason ?? "—"}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <ProviderError title="The status history could not be loaded" message={result.message} />
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
