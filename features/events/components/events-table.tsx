import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { enumLabel } from "@/components/ui/enum-options";
import { formatTimestamp } from "@/components/ui/format";
import { eventTypeLabel, summarizeEvent } from "@/lib/console/webhooks/event-summary";
import type { WebhookEventRow } from "@/lib/console/webhooks/list-events";
import { EventPayload } from "./event-payload";
import { RejectReasons } from "./reject-reasons";

const columns = ["Time", "Event", "Customer", "Transaction", "Status", "Applied", "Payload"];

const dash = <span className="text-slate-500">—</span>;

function EventRow({ event }: { event: WebhookEventRow }) {
  const summary = summarizeEvent(event.payload);
  return (
    <tr className="align-top" data-testid="event-row">
      <td className="px-3 py-2 text-xs">
        {formatTimestamp(event.createdDate, undefined, { seconds: true })}
      </td>
      <td className="px-3 py-2 text-xs">{eventTypeLabel(event.type)}</td>
      <td className="break-all px-3 py-2 font-mono text-xs">{event.customerId ?? dash}</td>
      <td className="break-all px-3 py-2 font-mono text-xs">{event.transactionId ?? dash}</td>
      <td className="px-3 py-2">
        {summary.status ? enumLabel(summary.status) : dash}
        {summary.reasonCode && (
          <span className="ml-1 font-mono text-xs text-slate-600">({summary.reasonCode})</span>
        )}
        <RejectReasons reasons={summary.rejectReasons} />
      </td>
      <td className="px-3 py-2">
        {event.applied ? <Badge tone="good">Applied</Badge> : <Badge>Stored only</Badge>}
      </td>
      <td className="px-3 py-2">
        <EventPayload webhookId={event.webhookId} payload={event.payload} />
      </td>
    </tr>
  );
}

export function EventsTable({ rows }: { rows: WebhookEventRow[] }) {
  return (
    <DataTable columns={columns} caption="Received webhook events, newest first">
      {rows.map((event) => (
        <EventRow key={event.webhookId} event={event} />
      ))}
    </DataTable>
  );
}
