import { formatTimestamp } from "@/components/customers/format";
import { ProviderError } from "@/components/customers/provider-error";
import { readOrExplain } from "@/components/customers/read-or-explain";
import { DataTable } from "@/components/ui/data-table";
import { camsClient } from "@/lib/console/cams-client";
import type { Db } from "@/lib/db";
import { statusLabel } from "./lifecycle";

/**
 * Every status the card has had, newest first. The spec has no history operation; this reads
 * the sandbox's marked assumption (GET /cards/{id}/status-history), and a provider without it
 * shows its refusal here instead of failing the page.
 */
export async function CardStatusHistory({ db, cardId }: { db: Db; cardId: string }) {
  const result = await readOrExplain(
    db,
    camsClient().call("getCardStatusHistory", { params: { card_id: cardId } }),
  );
  return (
    <section aria-labelledby="status-history-heading" className="space-y-3">
      <h2 id="status-history-heading" className="text-sm font-semibold text-slate-900">
        Status history
      </h2>
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
    </section>
  );
}
