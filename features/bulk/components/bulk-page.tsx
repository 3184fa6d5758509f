import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink, textLinkClass } from "@/components/ui/text-link";
import { bulkKindLabels } from "../lib/kind-labels";
import { batchStatusWords } from "../lib/status-words";
import type { BulkPageView } from "../loaders/bulk-pages";
import { UploadForm } from "./upload-form";

export function BulkPage({ view }: { view: BulkPageView }) {
  return (
    <>
      <PageHeader
        title="Bulk work"
        description="Many rows from one file: each is checked first, then run in the background once you confirm."
      />
      <section aria-labelledby="new-batch" className="mb-8 space-y-3">
        <h2 id="new-batch" className="text-lg font-semibold">
          Check a file
        </h2>
        {view.kinds.length === 0 ? (
          <p className="text-sm text-slate-700">No kind of batch is open to your role yet.</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Start from a template: its header names the columns, and its notes say what each
              takes.
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {/* A download, not a page: a plain link, so the router does not move to it. */}
              {view.kinds.map((k) => (
                <li key={k.kind}>
                  <a href={`/api/bulk/templates/${k.kind}`} download className={textLinkClass}>
                    Template: {k.label}
                  </a>
                </li>
              ))}
            </ul>
            <UploadForm kinds={view.kinds} />
          </>
        )}
      </section>
      <section aria-labelledby="batches" className="space-y-3">
        <h2 id="batches" className="text-lg font-semibold">
          Batches
        </h2>
        {view.batches.length === 0 ? (
          <EmptyState title="No batches yet" />
        ) : (
          <DataTable
            caption="Batches, newest first"
            columns={["File", "Kind", "Made by", "Approved by", "Rows", "Status"]}
          >
            {view.batches.map((batch) => {
              const [words, tone] = batchStatusWords[batch.status];
              const rows = Object.values(batch.counts).reduce((a, b) => a + (b ?? 0), 0);
              return (
                <tr key={batch.id}>
                  <td className="px-3 py-2">
                    <TextLink href={`/bulk/${batch.id}`}>{batch.fileName}</TextLink>
                    <p className="text-xs text-slate-600">{formatTimestamp(batch.createdAt)}</p>
                  </td>
                  <td className="px-3 py-2">{bulkKindLabels[batch.kind]}</td>
                  <td className="px-3 py-2">{batch.makerEmail}</td>
                  <td className="px-3 py-2">
                    {batch.waitingForApproval ? "Waiting" : (batch.checkerEmail ?? "—")}
                  </td>
                  <td className="px-3 py-2 text-xs">
                    {rows} in all · {batch.counts.done ?? 0} done · {batch.counts.refused ?? 0}{" "}
                    refused · {batch.counts.invalid ?? 0} invalid
                  </td>
                  <td className="px-3 py-2">
                    <Badge tone={tone}>{words}</Badge>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </section>
    </>
  );
}
