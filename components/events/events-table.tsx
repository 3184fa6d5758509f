import { Badge } from "@/components/ui/badge";
import { summarizeEvent } from "@/lib/console/webhooks/event-summary";
import type { WebhookEventRow } from "@/lib/console/webhooks/list-events";
import { EventPayload } from "./event-payload";
import { RejectReasons } from "./reject-reasons";

const columns = ["Time (UTC)", "Type", "Customer", "Transaction", "Status", "Applied", "Payload"];

const dash = <span className="text-slate-400">—</span>;

function EventRow({ event }: { event: WebhookEventRow }) {
  const summary = summarizeEvent(event.payload);
  return (
    <tr className="align-top" data-testid="event-row">
      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
        {event.createdDate.toISOString().replace("T", " ").slice(0, 19)}
      </td>
      <td className="px-3 py-2 font-mono text-xs">{event.type}</td>
      <td className="px-3 py-2 font-mono text-xs">{event.customerId ?? dash}</td>
      <td className="px-3 py-2 font-mono text-xs">{event.transactionId ?? dash}</td>
      <td className="px-3 py-2">
        {summary.status ?? dash}
        {summary.reasonCode && (
          <span className="ml-1 font-mono text-xs text-slate-600">({summary.reasonCode})</span>
        )}
        <RejectReasons reasons={summary.rejectReasons} />
      </td>
      <td className="px-3 py-2">
        {event.applied ? <Badge tone="good">applied</Badge> : <Badge>stored only</Badge>}
      </td>
      <td className="px-3 py-2">
        <EventPayload webhookId={event.webhookId} payload={event.payload} />
      </td>
    </tr>
  );
}

export function EventsTable({ rows }: { rows: WebhookEventRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Received webhook events, newest first</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className="px-3 py-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((event) => (
            <EventRow key={event.webhookId} event={event} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
