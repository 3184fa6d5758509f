"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { cancelBulkBatch } from "../actions/cancel-bulk-batch";
import { retryFailedRows } from "../actions/retry-failed-rows";
import { runCardActionsBatch, runMoneyBatch, runOnboardingBatch } from "../actions/run-bulk-batch";
import type { BatchPageView } from "../loaders/bulk-pages";

/** While a batch waits or runs, its page reads it again every two seconds. */
export function RefreshWhileRunning({ running }: { running: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => router.refresh(), 2000);
    return () => clearInterval(timer);
  }, [running, router]);
  return null;
}

const runners = {
  onboarding: runOnboardingBatch,
  card_actions: runCardActionsBatch,
  money: runMoneyBatch,
};

/**
 * A checked file's two ways on: run its valid rows, or leave it. Both asked first. A batch its
 * policy holds for a second person shows that instead (the batch page's ApprovalNote).
 */
export function DraftControls({ view }: { view: BatchPageView }) {
  const { batch, counts } = view;
  const valid = counts.pending ?? 0;
  const invalid = counts.invalid ?? 0;
  return (
    <div className="flex flex-wrap items-start gap-3">
      {valid > 0 && (
        <ConfirmedAction
          id="run-batch"
          label={`Run ${valid} ${valid === 1 ? "row" : "rows"}…`}
          title="Run this batch?"
          confirmLabel={`Run ${valid} ${valid === 1 ? "row" : "rows"}`}
          done="Started: the rows run in the background."
          run={() => runners[batch.kind]({ batch_id: batch.id, file_sha256: batch.fileSha256 })}
        >
          {valid} {valid === 1 ? "row is" : "rows are"} sent to the provider, one after another.
          {invalid > 0 &&
            ` The ${invalid} invalid ${invalid === 1 ? "row is" : "rows are"} left out: fix them in the file and upload it again to run them.`}{" "}
          You can cancel the rows not yet started.
        </ConfirmedAction>
      )}
      <ConfirmedAction
        id="discard-batch"
        label="Discard this file…"
        title="Discard this file?"
        confirmLabel="Discard"
        done="Discarded: nothing was sent."
        run={() => cancelBulkBatch({ batch_id: batch.id })}
      >
        Nothing has been sent. The check stays in the list of batches, as cancelled.
      </ConfirmedAction>
    </div>
  );
}

/** Stops a waiting or running batch before its next row. */
export function CancelControl({ view }: { view: BatchPageView }) {
  return (
    <ConfirmedAction
      id="cancel-batch"
      label="Cancel the rows not started…"
      title="Cancel the rest of this batch?"
      confirmLabel="Cancel the rest"
      done="Cancelling: no further row starts."
      run={() => cancelBulkBatch({ batch_id: view.batch.id })}
    >
      The rows already done stay done. The row running now finishes; no other row is sent.
    </ConfirmedAction>
  );
}

/**
 * A finished batch's refused, unknown and cancelled rows, checked again as a new batch: its page
 * opens with the check, and nothing is sent until it is confirmed there.
 */
export function RetryFailedRows({ view }: { view: BatchPageView }) {
  const router = useRouter();
  const failed =
    (view.counts.refused ?? 0) + (view.counts.unknown ?? 0) + (view.counts.cancelled ?? 0);
  return (
    <ActionButton
      variant="secondary"
      run={() => retryFailedRows({ batch_id: view.batch.id })}
      onDone={(data) => router.push(`/bulk/${data.batch_id}`)}
    >
      Check the {failed} failed {failed === 1 ? "row" : "rows"} again
    </ActionButton>
  );
}
