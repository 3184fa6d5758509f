import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { enumLabel } from "@/components/ui/enum-options";
import { formatTimestamp } from "@/components/ui/format";
import { eventTypeLabel, summarizeEvent } from "@/lib/console/webhooks/event-summary";
import type { WebhookEventRow } from "@/lib/console/webhooks/list-events";
import { EventOutcome } from "./event-outcome";
import { RejectReasons } from "./reject-reasons";

const columns = ["Time", "Event", "Customer", "Transaction", "Status", "Outcome", "Details"];

const dash = <span className="text-slate-500">—</span>;

export const eventHref = (webhookId: string) => `/events/${encodeURIComponent(webhookId)}`;

function EventRow({ event }: { event: WebhookEventRow }) {
  const summary = summarizeEvent(event.payload);
  const failed = event.outcome === "failed";
  return (
    <tr
      className={failed ? "align-top bg-red-50" : "align-top"}
      data-testid="event-row"
      data-outcome={event.outcome}
    >
      <td className={`px-3 py-2 text-xs ${failed ? "border-l-4 border-red-600" : ""}`}>
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
        <EventOutcome event={event} />
        {failed && event.problem && (
          <span className="mt-1 block max-w-xs text-xs text-red-800">{event.problem}</span>
        )}
        {event.staleAt && (
          <span className="mt-1 block text-xs text-slate-600">
            From before the sandbox was reset or restored
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        <Link
          href={eventHref(event.webhookId)}
          className="font-medium text-brand-700 hover:underline"
          aria-label={`Open event ${event.webhookId}`}
        >
          Open
        </Link>
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
