import "server-only";
import { paymentTimelines, summarizeEvent } from "@/features/events/server";
import { finalPaymentStatuses, MAX_PAGE_SIZE } from "@/lib/cams";
import { camsClient } from "@/lib/console/cams-client";
import { type ReadResult, readOrExplain } from "@/lib/console/read-or-explain";
import type { Db } from "@/lib/db";
import { type SentCreditor, sentCreditors } from "../lib/money-movements";

/** How long a transfer's first webhook is waited for; past that, none is expected any more. */
const WEBHOOK_WAIT_MINUTES = 15;

export type TimelineStep = {
  webhookId: string;
  status: string | null;
  reasonCode: string | null;
  at: string;
  receivedAt: string;
};

type OutgoingTransfer = {
  transactionId: string;
  amount: number;
  currency: string | null;
  endToEndId: string;
  description: string | null;
  createdDate: string | null;
  creditor: SentCreditor | null;
  /** The latest status a webhook reported, else the one the provider's list shows. */
  status: string | null;
  timeline: TimelineStep[];
};

export type OutgoingTransfers =
  | { ok: true; transfers: OutgoingTransfer[]; waiting: boolean }
  | { ok: false; message: string; code?: string };

function sentWithin(createdDate: string | null, minutes: number): boolean {
  const sent = createdDate ? Date.parse(createdDate) : Number.NaN;
  return Number.isFinite(sent) && Date.now() - sent < minutes * 60_000;
}

type FirstTransactions = Promise<ReadResult<Awaited<ReturnType<typeof readFirstTransactions>>>>;

const readFirstTransactions = (accountId: string) =>
  camsClient().call("listAccountTransactions", {
    params: { account_id: accountId },
    query: { page_number: 1, page_size: MAX_PAGE_SIZE },
  });

/**
 * The account's latest 50 transactions (page 1 at the largest page size). The account page
 * shows its latest few and its outgoing transfers from this one read, so a load asks the
 * provider once.
 */
export function firstTransactions(db: Db, accountId: string): FirstTransactions {
  return readOrExplain(db, readFirstTransactions(accountId));
}

/**
 * The account's outgoing SEPA credit transfers among its latest 50 transactions, each with its
 * creditor (when the console sent it), its current status and the payment.status webhooks the
 * console received for it. `waiting` says whether one may still change, so the browser knows
 * whether to ask again. Given `first`, the page's own read of those transactions is used.
 */
export async function loadOutgoingTransfers(
  db: Db,
  accountId: string,
  first: FirstTransactions = firstTransactions(db, accountId),
): Promise<OutgoingTransfers> {
  const [read, creditors] = await Promise.all([first, sentCreditors(db, accountId)]);
  if (!read.ok) return read;
  // A rejection's reversal shares the processing code but has no end_to_end_id of its own.
  const sent = read.data.transactions.filter(
    (t) => t.processing_code_type === "SepaOutgoingPayment" && t.end_to_end_id,
  );
  // One query for every transfer's events: the browser asks again while one is pending.
  const timelines = await paymentTimelines(
    db,
    sent.map((t) => t.transaction_id),
  );
  const transfers = sent.map((t): OutgoingTransfer => {
    const timeline = (timelines.get(t.transaction_id) ?? []).map((event): TimelineStep => {
      const { status, reasonCode } = summarizeEvent(event.payload);
      return {
        webhookId: event.webhookId,
        status,
        reasonCode,
        at: event.createdDate.toISOString(),
        receivedAt: event.receivedAt.toISOString(),
      };
    });
    return {
      transactionId: t.transaction_id,
      amount: t.amount,
      currency: t.currency ?? null,
      endToEndId: t.end_to_end_id ?? "",
      description: t.description ?? null,
      createdDate: t.created_date ?? null,
      creditor: creditors.get(t.transaction_id) ?? null,
      status: timeline.at(-1)?.status ?? t.payment_status ?? null,
      timeline,
    };
  });
  const waiting = transfers.some(
    (t) =>
      !t.status ||
      !finalPaymentStatuses.includes(t.status) ||
      // The provider may report a final status before its webhooks arrive: a recent transfer
      // keeps the browser asking until its timeline has them too.
      (t.timeline.length === 0 && sentWithin(t.createdDate, WEBHOOK_WAIT_MINUTES)),
  );
  return { ok: true, transfers, waiting };
}
