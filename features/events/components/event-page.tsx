import { BackLink } from "@/components/ui/back-link";
import { CopyIdButton } from "@/components/ui/copy-id-button";
import { DetailSection, Facts } from "@/components/ui/detail-section";
import { PageHeader } from "@/components/ui/page-header";
import { PartyRef } from "@/components/ui/party-ref";
import { eventTitle, summarizeEvent } from "@/features/events/lib/event-summary";
import type { EventPageView } from "../loaders/event-page";
import { EventOutcome, outcomeSentence } from "./event-outcome";
import { RejectReasons } from "./reject-reasons";
import { SendAgainButton } from "./send-again-button";

const utc = (date: Date | null) =>
  date ? `${date.toISOString().replace("T", " ").slice(0, 19)} UTC` : null;

/** One received webhook: what was signed, what the receiver verified, and what it did with it. */
export function EventPage({ view }: { view: EventPageView }) {
  const { event, parties, canSendAgain } = view;
  const summary = summarizeEvent(event.payload);
  const failed = event.outcome === "failed";
  return (
    <>
      <BackLink href="/events">Events</BackLink>
      <PageHeader
        title={eventTitle(event.type, summary.status)}
        description={`Webhook id ${event.webhookId}`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="outcome"
          className={
            failed
              ? "rounded-lg border-l-4 border-red-600 bg-red-50 p-4 ring-1 ring-red-200"
              : "rounded-lg bg-white p-4 ring-1 ring-slate-200"
          }
        >
          <h2 id="outcome" className="mb-3 text-base font-semibold text-slate-900">
            Processing outcome
          </h2>
          <p className="mb-3">
            <EventOutcome event={event} />
          </p>
          <p className="mb-3 text-sm text-slate-800">{outcomeSentence(event)}</p>
          {failed && event.problem && (
            <p className="mb-3 text-sm font-medium text-red-800">Why it failed: {event.problem}</p>
          )}
          <Facts
            items={[
              ["Deliveries received", String(event.deliveries)],
              [
                "Duplicates",
                event.deliveries > 1
                  ? `${event.deliveries - 1} redelivery of the same webhook-id, answered 200 and not applied again`.replace(
                      "redelivery",
                      event.deliveries > 2 ? "redeliveries" : "redelivery",
                    )
                  : "None",
              ],
              ["First received", utc(event.receivedAt)],
              ["Last delivery", utc(event.lastDeliveryAt)],
              [
                "Sandbox reset since",
                event.staleAt ? `Yes, ${utc(event.staleAt)}: it speaks of data that is gone` : "No",
              ],
            ]}
          />
        </section>
        <DetailSection id="verification" title="Verification">
          <Facts
            items={[
              ["Signature", "Valid (Standard Webhooks, checked against the webhook secret)"],
              [
                "webhook-id",
                <span key="id" className="font-mono text-xs">
                  {event.webhookId}
                </span>,
              ],
              [
                "Signed at (webhook-timestamp)",
                utc(event.signedAt) ?? "Not recorded (received before the console kept it)",
              ],
              ["Created (provider)", utc(event.createdDate)],
            ]}
          />
          <p className="mt-3 text-xs text-slate-600">
            Deliveries with a wrong or missing signature are refused with 401 and never stored.
          </p>
        </DetailSection>
        <DetailSection id="about" title="What it reports">
          <Facts
            items={[
              [
                "Type",
                <span key="type" className="font-mono text-xs">
                  {event.type}
                </span>,
              ],
              ["Customer", parties.customer && <PartyRef key="customer" {...parties.customer} />],
              ["Account", parties.account && <PartyRef key="account" {...parties.account} />],
              [
                "Transaction",
                event.transactionId && (
                  <CopyIdButton key="transaction" id={event.transactionId} noun="transaction" />
                ),
              ],
              ["Status", summary.status],
              ["Reason code", summary.reasonCode],
            ]}
          />
          <RejectReasons reasons={summary.rejectReasons} />
        </DetailSection>
        {canSendAgain && (
          <section
            aria-labelledby="send-again"
            className="rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-4"
          >
            <h2 id="send-again" className="text-sm font-semibold text-amber-900">
              Send again (sandbox only)
            </h2>
            <p id="send-again-help" className="mt-1 mb-3 text-sm text-amber-900">
              The sandbox delivers this event again through the signed webhook path: the same
              webhook-id and body, a new timestamp and signature. The console should count it as a
              duplicate and change nothing.
            </p>
            <SendAgainButton webhookId={event.webhookId} />
          </section>
        )}
        <div className="lg:col-span-2">
          <DetailSection id="payload" title="Signed payload">
            <pre
              // The signed body verbatim, ids and all: the record itself, not a reference to name.
              data-verbatim
              // Wrapped rather than scrolled: the whole body reads without a scroll region.
              className="whitespace-pre-wrap break-all rounded bg-slate-50 p-3 font-mono text-xs text-slate-900"
            >
              {JSON.stringify(event.payload, null, 2)}
            </pre>
          </DetailSection>
        </div>
      </div>
    </>
  );
}
