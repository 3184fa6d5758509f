import { Muted } from "@/components/ui/detail-section";
import { formatMoney, formatTimestamp } from "@/components/ui/format";
import { ProviderError } from "@/components/ui/provider-error";
import { formatIban } from "@/features/accounts/lib/account";
import { sentCreditors } from "@/features/accounts/lib/sent-transfers";
import { finalPaymentStatuses, MAX_PAGE_SIZE, meaningOf, reasonCodeMeanings } from "@/lib/cams";
import { camsClient } from "@/lib/console/cams-client";
import { readOrExplain } from "@/lib/console/read-or-explain";
import { summarizeEvent } from "@/lib/console/webhooks/event-summary";
import { paymentTimelines } from "@/lib/console/webhooks/history";
import type { WebhookEventRow } from "@/lib/console/webhooks/list-events";
import type { Db } from "@/lib/db";
import { AutoRefresh } from "./auto-refresh";
import { PaymentStatusBadge } from "./payment-status-badge";
import { SimulateTransfer } from "./simulate-transfer";

const POLL_SECONDS = 5;
/** How long a transfer's first webhook is waited for; past that, none is expected any more. */
const WEBHOOK_WAIT_MINUTES = 15;

function sentWithin(createdDate: string | undefined, minutes: number): boolean {
  const sent = createdDate ? Date.parse(createdDate) : Number.NaN;
  return Number.isFinite(sent) && Date.now() - sent < minutes * 60_000;
}

type TimelineStep = {
  webhookId: string;
  status: string | null;
  reasonCode: string | null;
  at: Date;
  receivedAt: Date;
};

function timelineSteps(events: readonly WebhookEventRow[]): TimelineStep[] {
  return events.map((event) => ({
    webhookId: event.webhookId,
    ...summarizeEvent(event.payload),
    at: event.createdDate,
    receivedAt: event.receivedAt,
  }));
}

/**
 * The account's outgoing SEPA credit transfers among its latest 50 transactions, each with its
 * creditor (when the console sent it), its current status and the timeline of payment.status
 * webhooks the console received for it. While
 * one awaits a final status the page re-reads itself, so a webhook shows within seconds.
 */
export async function OutgoingTransfers({
  db,
  customerId,
  accountId,
  currency,
  canSimulate,
}: {
  db: Db;
  customerId: string;
  accountId: string;
  currency: string;
  /** On the sandbox, for a role that may move money: settle or reject a pending transfer. */
  canSimulate: boolean;
}) {
  const read = await readOrExplain(
    db,
    camsClient().call("listAccountTransactions", {
      params: { account_id: accountId },
      query: { page_number: 1, page_size: MAX_PAGE_SIZE },
    }),
  );
  if (!read.ok) {
    return <ProviderError title="Transfers could not be loaded" message={read.message} />;
  }
  // A rejection's reversal shares the processing code but has no end_to_end_id of its own.
  const transfers = read.data.transactions.filter(
    (t) => t.processing_code_type === "SepaOutgoingPayment" && t.end_to_end_id,
  );
  if (transfers.length === 0) {
    return <Muted>No outgoing SEPA transfers among the latest {MAX_PAGE_SIZE} transactions.</Muted>;
  }
  // One query for every transfer's events: the page re-reads itself while one is pending.
  const [timelines, creditors] = await Promise.all([
    paymentTimelines(
      db,
      transfers.map((t) => t.transaction_id),
    ),
    sentCreditors(db, accountId),
  ]);
  const rows = transfers.map((transfer) => {
    const timeline = timelineSteps(timelines.get(transfer.transaction_id) ?? []);
    const status = timeline.at(-1)?.status ?? transfer.payment_status ?? null;
    return { transfer, timeline, status };
  });
  const waiting = rows.some(
    ({ transfer, timeline, status }) =>
      !status ||
      !finalPaymentStatuses.includes(status) ||
      // The provider may report a final status before its webhooks arrive: a recent transfer
      // keeps the page re-reading until its timeline has them too.
      (timeline.length === 0 && sentWithin(transfer.created_date, WEBHOOK_WAIT_MINUTES)),
  );

  return (
    <div className="space-y-3">
      {waiting && <AutoRefresh seconds={POLL_SECONDS} />}
      <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {rows.map(({ transfer, timeline, status }) => {
          const creditor = creditors.get(transfer.transaction_id);
          return (
            <li
              key={transfer.transaction_id}
              data-testid="outgoing-transfer"
              className="space-y-1.5 p-3 text-sm"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold tabular-nums">
                  {formatMoney(transfer.amount, transfer.currency ?? currency)}
                </span>
                <span>
                  {creditor ? (
                    <>
                      to {creditor.name}
                      {creditor.iban && (
                        <span className="ml-1 font-mono text-xs text-slate-600">
                          {formatIban(creditor.iban)}
                        </span>
                      )}
                    </>
                  ) : (
                    <span className="text-slate-600">creditor not recorded by the console</span>
                  )}
                </span>
                <span data-testid="current-status" className="ml-auto">
                  {status ? <PaymentStatusBadge status={status} /> : "Status not reported yet"}
                </span>
              </div>
              <p className="text-xs text-slate-600">
                End-to-end id <code className="font-mono">{transfer.end_to_end_id}</code>
                {" · "}
                {transfer.description ?? "no remittance information"}
                {" · "}sent {formatTimestamp(transfer.created_date)}
              </p>
              {canSimulate && status && !finalPaymentStatuses.includes(status) && (
                <SimulateTransfer
                  customerId={customerId}
                  accountId={accountId}
                  transactionId={transfer.transaction_id}
                />
              )}
              <details>
                <summary className="cursor-pointer text-brand-700">
                  Status timeline ({timeline.length} {timeline.length === 1 ? "event" : "events"})
                </summary>
                <Timeline steps={timeline} transactionId={transfer.transaction_id} />
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Timeline({ steps, transactionId }: { steps: TimelineStep[]; transactionId: string }) {
  if (steps.length === 0) {
    return (
      <p className="mt-2 text-sm text-slate-600">
        No payment.status webhook received yet for transaction {transactionId}.
      </p>
    );
  }
  return (
    <ol
      aria-label={`Status timeline of ${transactionId}`}
      className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4"
    >
      {steps.map((step) => (
        <li key={step.webhookId} data-testid="timeline-step" className="text-sm">
          <div className="flex flex-wrap items-center gap-2">
            {step.status ? <PaymentStatusBadge status={step.status} /> : "Status missing"}
            {step.reasonCode && (
              <span className="text-xs text-red-800">
                Reason {step.reasonCode}
                {meaningOf(reasonCodeMeanings, step.reasonCode) &&
                  `: ${meaningOf(reasonCodeMeanings, step.reasonCode)}`}
              </span>
            )}
          </div>
          <p className="font-mono text-xs text-slate-600">
            {formatTimestamp(step.at.toISOString())}, received{" "}
            {formatTimestamp(step.receivedAt.toISOString())}
          </p>
        </li>
      ))}
    </ol>
  );
}
