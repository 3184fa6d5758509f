import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DataTable } from "@/components/ui/data-table";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { enumLabel } from "@/components/ui/enum-options";
import { formatMoney, formatTimestamp } from "@/components/ui/format";
import { summarizeEvent, type WebhookEventRow } from "@/features/events/server";
import { fieldOf, textOf } from "@/lib/console/webhooks/json-fields";

const columns = ["Reported", "Payment", "Amount", "Status"];

/** payment.status webhooks on the customer's accounts: money in and out while under review. */
export function PaymentEvents({ events, limit }: { events: WebhookEventRow[]; limit: number }) {
  return (
    <DetailSection id="payment-events" title="Payment events on the customer's accounts">
      {events.length === 0 ? (
        <Muted>No payment event received for this customer's accounts.</Muted>
      ) : (
        <DataTable columns={columns} caption="Payment status events, newest first">
          {events.map((event) => {
            const data = fieldOf(event.payload, "data");
            const summary = summarizeEvent(event.payload);
            const amount = fieldOf(data, "amount");
            const kind = [
              fieldOf(data, "scheme"),
              fieldOf(data, "transaction_type"),
              fieldOf(data, "inward_outward"),
            ]
              .map(textOf)
              .filter((value): value is string => Boolean(value))
              .map(enumLabel)
              .join(" · ");
            return (
              <tr key={event.webhookId} className="align-top">
                <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
                  {formatTimestamp(event.createdDate)}
                </td>
                <td className="px-3 py-2">
                  <p>{kind || "—"}</p>
                  {event.transactionId && (
                    <CopyIdButton id={event.transactionId} noun="transaction" />
                  )}
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  {typeof amount === "number"
                    ? formatMoney(amount, textOf(fieldOf(data, "currency")))
                    : "—"}
                </td>
                <td className="px-3 py-2 font-mono text-xs">
                  {summary.status ?? "—"}
                  {summary.reasonCode && ` (${summary.reasonCode})`}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {events.length === limit && (
        <p className="mt-3 text-xs text-slate-600">The latest {limit} are shown.</p>
      )}
    </DetailSection>
  );
}
