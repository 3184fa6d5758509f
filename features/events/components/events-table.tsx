import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DataTable } from "@/components/ui/data-table";
import { enumLabel } from "@/components/ui/enum-options";
import { formatTimestamp } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import { PartyRef } from "@/components/ui/party-ref";
import { eventTitle, summarizeEvent } from "@/features/events/lib/event-summary";
import type { WebhookEventRow } from "@/features/events/lib/list-events";
import type { EventParties } from "../lib/event-parties";
import { EventOutcome } from "./event-outcome";
import { RejectReasons } from "./reject-reasons";

const columns = ["Time", "Event", "Customer", "Account", "Status", "Outcome", "Details"];

const dash = <span className="text-slate-500">—</span>;

const eventHref = (webhookId: string) => `/events/${encodeURIComponent(webhookId)}`;

/** A payment's account by IBAN and holder; a transaction the console did not start, by its copyable id. */
function AccountCell({ event, parties }: { event: WebhookEventRow; parties?: EventParties }) {
  if (parties?.account) return <PartyRef {...parties.account} />;
  if (!event.transactionId) return dash;
  return (
    <span className="text-slate-700">
      Not moved from this console
      <CopyIdButton id={event.transactionId} noun="transaction" />
    </span>
  );
}

function EventRow({ event, parties }: { event: WebhookEventRow; parties?: EventParties }) {
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
      <td className="px-3 py-2 text-xs">{eventTitle(event.type, summary.status)}</td>
      <td className="px-3 py-2 text-xs">
        {parties?.customer ? <PartyRef {...parties.customer} /> : dash}
      </td>
      <td className="px-3 py-2 text-xs">
        <AccountCell event={event} parties={parties} />
      </td>
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

export function EventsTable({
  rows,
  parties,
}: {
  rows: WebhookEventRow[];
  parties: Map<string, EventParties>;
}) {
  return (
    <DataTable columns={columns} caption="Received webhook events, newest first">
      {rows.map((event) => (
        <EventRow key={event.webhookId} event={event} parties={parties.get(event.webhookId)} />
      ))}
    </DataTable>
  );
}
