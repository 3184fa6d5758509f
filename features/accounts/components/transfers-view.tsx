import { Muted } from "@/components/ui/detail-section";
import { formatMoney, formatTimestamp } from "@/components/ui/format";
import { PaymentStatusBadge } from "@/components/ui/payment-status-badge";
import { ProviderError } from "@/components/ui/provider-error";
import { finalPaymentStatuses, MAX_PAGE_SIZE, reasonCodeText } from "@/lib/cams";
import { formatIban } from "../lib/account";
import { TRANSFERS_POLL_SECONDS } from "../lib/query-keys";
import type { TimelineStep, OutgoingTransfers as Transfers } from "../loaders/outgoing-transfers";
import { SimulateTransfer } from "./simulate-transfer";

export type TransfersViewProps = {
  customerId: string;
  accountId: string;
  currency: string;
  /** On the sandbox, for a role that may move money: settle or reject a pending transfer. */
  canSimulate: boolean;
  locale: string;
};

/**
 * The account's outgoing SEPA transfers, each with its creditor, current status and the
 * payment.status webhooks received for it. Rendered on the server as the page is; in the
 * browser only once a transfer that waited has changed (outgoing-transfers.tsx).
 */
export function TransfersView({
  data,
  customerId,
  accountId,
  currency,
  canSimulate,
  locale,
  openTimelines,
}: TransfersViewProps & {
  data: Transfers;
  /** The timelines the reader had open when a newer list replaced the server's. */
  openTimelines?: ReadonlySet<string>;
}) {
  if (!data.ok) {
    return (
      <ProviderError
        title="Transfers could not be loaded"
        message={data.message}
        code={data.code}
      />
    );
  }
  if (data.transfers.length === 0) {
    return <Muted>No outgoing SEPA transfers among the latest {MAX_PAGE_SIZE} transactions.</Muted>;
  }
  return (
    <div className="space-y-3">
      {data.waiting && (
        <p className="text-xs text-slate-600" aria-live="polite">
          Waiting for a final status: this list checks for payment status updates every{" "}
          {TRANSFERS_POLL_SECONDS} seconds.
        </p>
      )}
      <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {data.transfers.map((transfer) => (
          <li
            key={transfer.transactionId}
            data-testid="outgoing-transfer"
            className="space-y-1.5 p-3 text-sm"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold tabular-nums">
                {formatMoney(transfer.amount, transfer.currency ?? currency, locale)}
              </span>
              <span>
                {transfer.creditor ? (
                  <>
                    to {transfer.creditor.name}
                    {transfer.creditor.iban && (
                      <span className="ml-1 font-mono text-xs text-slate-600">
                        {formatIban(transfer.creditor.iban)}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-slate-600">creditor not recorded by the console</span>
                )}
              </span>
              <span data-testid="current-status" className="ml-auto">
                {transfer.status ? (
                  <PaymentStatusBadge status={transfer.status} />
                ) : (
                  "Status not reported yet"
                )}
              </span>
            </div>
            <p className="text-xs text-slate-600">
              End-to-end id <code className="font-mono">{transfer.endToEndId}</code>
              {" · "}
              {transfer.description ?? "no remittance information"}
              {" · "}sent {formatTimestamp(transfer.createdDate, locale)}
            </p>
            {canSimulate && transfer.status && !finalPaymentStatuses.includes(transfer.status) && (
              <SimulateTransfer
                customerId={customerId}
                accountId={accountId}
                transactionId={transfer.transactionId}
              />
            )}
            <details
              data-transaction-id={transfer.transactionId}
              open={openTimelines?.has(transfer.transactionId)}
            >
              <summary className="cursor-pointer text-brand-700">
                Status timeline ({transfer.timeline.length}{" "}
                {transfer.timeline.length === 1 ? "event" : "events"})
              </summary>
              <Timeline
                steps={transfer.timeline}
                transactionId={transfer.transactionId}
                locale={locale}
              />
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Timeline({
  steps,
  transactionId,
  locale,
}: {
  steps: TimelineStep[];
  transactionId: string;
  locale: string;
}) {
  if (steps.length === 0) {
    return (
      <p className="mt-2 text-sm text-slate-600">
        No payment.status webhook received yet for this transfer.
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
              <span className="text-xs text-red-800">Reason {reasonCodeText(step.reasonCode)}</span>
            )}
          </div>
          <p className="font-mono text-xs text-slate-600">
            {formatTimestamp(step.at, locale)}, received {formatTimestamp(step.receivedAt, locale)}
          </p>
        </li>
      ))}
    </ol>
  );
}
