import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { formatMoney, formatTimestamp } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink, textLinkClass } from "@/components/ui/text-link";
import { bulkRowStatuses } from "@/lib/db/schema/bulk-values";
import { batchStatusWords, rowStatusWords } from "../lib/status-words";
import type { BatchPageView } from "../loaders/bulk-pages";
import {
  CancelControl,
  DraftControls,
  RefreshWhileRunning,
  RetryFailedRows,
} from "./batch-controls";

export function BatchPage({ view }: { view: BatchPageView }) {
  const { batch, counts } = view;
  const [words, tone] = batchStatusWords[batch.status];
  const running = batch.status === "queued" || batch.status === "running";
  return (
    <>
      <PageHeader
        title={batch.fileName}
        description={`${batch.label}. Checked ${formatTimestamp(batch.createdAt)} by ${batch.makerEmail}.`}
        actions={<Badge tone={tone}>{words}</Badge>}
      />
      <RefreshWhileRunning running={running} />
      <section aria-labelledby="summary" className="mb-6 space-y-3">
        <h2 id="summary" className="text-lg font-semibold">
          {batch.status === "draft" ? "The check" : "Progress"}
        </h2>
        {batch.status === "draft" ? (
          <p className="text-sm text-slate-700">
            {view.total} rows: {counts.pending ?? 0} valid, {counts.invalid ?? 0} invalid.
            {view.totals.length > 0 &&
              ` The valid rows move ${view.totals.map((t) => formatMoney(t.amount, t.currency)).join(", ")} in all.`}{" "}
            Nothing has been sent.
          </p>
        ) : (
          <Progress view={view} />
        )}
        <ApprovalNote view={view} />
        {batch.status === "draft" && batch.mine && view.approval?.status !== "pending" && (
          <DraftControls view={view} />
        )}
        {running && !batch.cancelRequested && <CancelControl view={view} />}
        {(batch.status === "done" || batch.status === "cancelled") &&
          Boolean(counts.refused || counts.unknown || counts.cancelled) && (
            <RetryFailedRows view={view} />
          )}
        {batch.status !== "draft" && (
          <a
            href={`/api/bulk/batches/${batch.id}/results`}
            download
            className={`inline-block text-sm font-medium ${textLinkClass}`}
          >
            Download the results (CSV)
          </a>
        )}
      </section>
      <section aria-labelledby="rows" className="space-y-3">
        <h2 id="rows" className="text-lg font-semibold">
          Rows
        </h2>
        <nav aria-label="Rows by status" className="flex flex-wrap gap-3 text-sm">
          <StatusLink id={batch.id} current={view.status} />
          {bulkRowStatuses
            .filter((s) => counts[s])
            .map((s) => (
              <StatusLink
                key={s}
                id={batch.id}
                status={s}
                current={view.status}
                count={counts[s]}
              />
            ))}
        </nav>
        {view.rows.length < view.rowsInFilter && (
          <p className="text-sm text-slate-700">
            The first {view.rows.length} of {view.rowsInFilter} rows are shown here; the results
            download holds them all.
          </p>
        )}
        <DataTable
          wide
          caption="The file's rows, in order"
          columns={["Row", ...view.columns, "Outcome"]}
        >
          {view.rows.map((row) => {
            const [rowWords, rowTone] = rowStatusWords[row.status];
            return (
              <tr key={row.rowNo} className="align-top">
                <td className="px-3 py-2 tabular-nums">{row.rowNo}</td>
                {view.columns.map((column) => (
                  <td key={column} className="px-3 py-2">
                    <span className="[overflow-wrap:anywhere]">{row.cells[column] || "—"}</span>
                    {row.problems?.[column] && (
                      <p className="mt-1 text-xs font-medium text-red-700">
                        {row.problems[column]}
                      </p>
                    )}
                  </td>
                ))}
                <td className="px-3 py-2">
                  <Badge tone={rowTone}>{rowWords}</Badge>
                  {row.problems?.row && (
                    <p className="mt-1 text-xs font-medium text-red-700">{row.problems.row}</p>
                  )}
                  {row.error && <p className="mt-1 text-xs text-red-700">{row.error}</p>}
                  {row.links.map((link) => (
                    <TextLink key={link.href} href={link.href} className="mt-1 block text-xs">
                      {link.label}
                    </TextLink>
                  ))}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </section>
    </>
  );
}

/** A batch a four-eyes policy held: waiting for a second person, or who decided it. */
function ApprovalNote({ view }: { view: BatchPageView }) {
  const { approval } = view;
  if (!approval) return null;
  const link = (
    <TextLink href={`/approvals/${approval.requestId}`}>the request under Approvals</TextLink>
  );
  if (approval.status === "pending")
    return (
      <p className="text-sm text-amber-800" role="status">
        Waiting for approval by a second person: see {link}. It runs once approved.
      </p>
    );
  if (approval.checkerEmail && ["approved", "executed"].includes(approval.status))
    return <p className="text-sm text-slate-700">Approved by {approval.checkerEmail}.</p>;
  if (approval.status === "rejected" || approval.status === "expired")
    return (
      <p className="text-sm text-slate-700">
        The last request to run it was {approval.status}: see {link}.
      </p>
    );
  return null;
}

function Progress({ view }: { view: BatchPageView }) {
  const { counts } = view;
  const toRun = view.total - (counts.invalid ?? 0);
  const left = (counts.pending ?? 0) + (counts.running ?? 0);
  return (
    <div className="max-w-xl space-y-2">
      <progress
        value={view.finished}
        max={Math.max(toRun, 1)}
        aria-label="Rows finished"
        className="h-3 w-full"
      />
      <p className="text-sm text-slate-700" role="status">
        {counts.done ?? 0} done, {counts.refused ?? 0} refused, {counts.unknown ?? 0} unknown,{" "}
        {left} left
        {counts.cancelled ? `, ${counts.cancelled} cancelled` : ""}
        {view.rate !== null && ` · ${view.rate.toFixed(1)} rows a second`}
        {view.batch.cancelRequested && left > 0 && " · cancelling"}
      </p>
    </div>
  );
}

function StatusLink({
  id,
  status,
  current,
  count,
}: {
  id: string;
  status?: BatchPageView["rows"][number]["status"];
  current: BatchPageView["status"];
  count?: number;
}) {
  const label = status ? `${rowStatusWords[status][0]} (${count})` : "All";
  return (
    <Link
      href={status ? `/bulk/${id}?status=${status}` : `/bulk/${id}`}
      aria-current={status === current ? "page" : undefined}
      className={status === current ? "font-semibold text-slate-900" : "text-brand-700 underline"}
    >
      {label}
    </Link>
  );
}
