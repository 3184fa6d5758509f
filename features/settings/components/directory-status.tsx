"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailSection, Facts, Muted } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import { useLocale } from "@/components/ui/locale";
import { WithQueryClient } from "@/components/ui/with-query-client";
import { rebuildDirectory } from "../actions/rebuild-directory";
import { syncDirectory } from "../actions/sync-directory";
import type { DirectoryStatus } from "../lib/directory-status";

const statusKey = ["settings", "directory-status"] as const;
/** While a run or a backfill is under way the page follows it closely; otherwise now and then. */
const POLL_BUSY_MS = 2_000;
const POLL_IDLE_MS = 15_000;

async function fetchStatus(): Promise<DirectoryStatus> {
  const response = await fetch("/api/directory/sync", { cache: "no-store" });
  if (!response.ok) throw new Error("The directory's status could not be read.");
  return response.json();
}

const kinds = [
  ["customer", "Customers"],
  ["corporate", "Corporates"],
  ["account", "Accounts"],
  ["card", "Cards"],
] as const;

const runWords = { backfill: "Backfill", incremental: "New customers" } as const;

/** The status, polled, and the two buttons; the outcome of a press is said beside them. */
export function DirectoryStatusView({ initial }: { initial: DirectoryStatus }) {
  return (
    <WithQueryClient>
      <StatusView initial={initial} />
    </WithQueryClient>
  );
}

function StatusView({ initial }: { initial: DirectoryStatus }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: status, isError } = useQuery({
    queryKey: statusKey,
    queryFn: fetchStatus,
    initialData: initial,
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.running || data?.backfill.underWay ? POLL_BUSY_MS : POLL_IDLE_MS;
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: statusKey });
  const { backfill } = status;
  const when = (value: string | null) => (value ? formatTimestamp(value, locale) : null);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailSection id="directory-sync" title="Sync with the provider">
        <div className="space-y-4">
          <Facts
            items={[
              ["State", status.running ? "Syncing now…" : "Idle"],
              ["Last sync", when(status.lastRunAt) ?? "Never"],
              ["Kind", status.lastRun ? runWords[status.lastRun] : null],
              [
                "Outcome",
                status.lastOutcome ? (
                  <span
                    key="outcome"
                    className={status.lastOutcome === "failed" ? "text-red-800" : undefined}
                  >
                    {status.lastOutcome === "failed" ? "Failed: " : ""}
                    {status.lastMessage}
                  </span>
                ) : null,
              ],
              ["Last success", when(status.lastSucceededAt) ?? "Never"],
            ]}
          />
          {isError ? (
            <p role="alert" className="text-sm text-red-800">
              The status could not be refreshed; it is shown as last read.
            </p>
          ) : null}
          <Muted>
            {status.periodSeconds > 0
              ? `New customers made at the provider through other channels appear within ${status.periodSeconds * 2} seconds; Sync now looks at once.`
              : "This server runs no periodic sync: new customers made at the provider through other channels appear after Sync now."}{" "}
            Corporates enter the directory only from the provider's answers and webhooks: the
            provider has no list of them.
          </Muted>
          <SyncNowButton onDone={refresh} />
        </div>
      </DetailSection>
      <DetailSection id="directory-contents" title="Directory">
        <div className="space-y-4">
          <Facts
            items={kinds.map(([kind, label]) => [
              label,
              status.counts[kind].toLocaleString(locale),
            ])}
          />
          <h3 className="text-sm font-semibold text-slate-900">Backfill</h3>
          <Facts
            items={
              backfill.underWay
                ? [
                    [
                      "Progress",
                      <span key="progress" role="status">
                        {`${backfill.rowsDone.toLocaleString(locale)} of ${
                          backfill.totalCount === null
                            ? "…"
                            : backfill.totalCount.toLocaleString(locale)
                        } customers read (${backfill.pagesDone} page${backfill.pagesDone === 1 ? "" : "s"}); next page ${backfill.nextPage}`}
                      </span>,
                    ],
                    ["Started", when(backfill.startedAt)],
                  ]
                : [
                    [
                      "Last finished",
                      backfill.finishedAt
                        ? `${when(backfill.finishedAt)}: ${backfill.rowsDone.toLocaleString(locale)} customer${backfill.rowsDone === 1 ? "" : "s"} read`
                        : "Never",
                    ],
                  ]
            }
          />
          <RebuildButton onDone={refresh} />
        </div>
      </DetailSection>
    </div>
  );
}

/** Runs the incremental sync now and says what it found, or why it could not. */
function SyncNowButton({ onDone }: { onDone: () => void }) {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const press = () =>
    startTransition(async () => {
      const result = await syncDirectory({ run: "incremental" });
      setMessage(
        result.ok ? { ok: true, text: result.data.message } : { ok: false, text: result.message },
      );
      onDone();
    });
  return (
    <div className="space-y-2">
      <Button pending={pending} onClick={press}>
        Sync now
      </Button>
      <p
        role="status"
        className={message && !message.ok ? "text-sm text-red-800" : "text-sm text-slate-700"}
      >
        {message?.text}
      </p>
    </div>
  );
}

/** Empties and refills the directory, after a confirmation: searches miss customers meanwhile. */
function RebuildButton({ onDone }: { onDone: () => void }) {
  const opener = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const [asking, setAsking] = useState(false);
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const confirm = () =>
    startTransition(async () => {
      const answer = await rebuildDirectory({ confirm: "REBUILD" });
      setMessage(answer.ok ? answer.data.message : answer.message);
      setAsking(false);
      onDone();
    });
  return (
    <div className="space-y-2">
      <Button
        ref={opener}
        variant="secondary"
        onClick={() => {
          setMessage(null);
          setAsking(true);
        }}
      >
        Rebuild…
      </Button>
      <ConfirmDialog
        id="rebuild-directory"
        open={asking}
        title="Rebuild the directory?"
        confirmLabel={pending ? "Working…" : "Rebuild"}
        danger
        pending={pending}
        opener={opener}
        result={message ? result : undefined}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        <p className="text-sm text-slate-700">
          The directory's customers, their accounts and cards are removed, then read again from the
          provider. Until that ends, search and lists miss the customers not read yet. Corporates
          stay, since the provider cannot list them.
        </p>
      </ConfirmDialog>
      <p ref={result} tabIndex={-1} role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}
