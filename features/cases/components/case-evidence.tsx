import { formatTimestamp } from "@/components/ui/format";
import { textLinkClass } from "@/components/ui/text-link";
import { attachmentTypeLabels } from "@/lib/console/cases/evidence";
import type { AttachmentSummary } from "../lib/attachments";

const kilobytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

export const attachmentHref = (caseId: string, attachmentId: string) =>
  `/api/cases/${encodeURIComponent(caseId)}/attachments/${encodeURIComponent(attachmentId)}`;

/** The case's evidence: each file as a download, with who added it and its SHA-256. */
export function CaseEvidence({ caseId, files }: { caseId: string; files: AttachmentSummary[] }) {
  if (files.length === 0)
    return <p className="text-sm text-slate-600">No evidence attached yet.</p>;
  return (
    <ul className="space-y-3">
      {files.map((file) => (
        <li key={file.id} className="text-sm">
          {/* A plain anchor: the file downloads, it is not a page to route to. */}
          <a href={attachmentHref(caseId, file.id)} download className={textLinkClass}>
            {file.fileName}
          </a>
          <span className="text-slate-600">
            {" "}
            · {attachmentTypeLabels[file.mediaType]}, {kilobytes(file.size)} · {file.uploaderName},{" "}
            {formatTimestamp(file.at)}
          </span>
          <p className="font-mono text-xs text-slate-700 [overflow-wrap:anywhere]">
            SHA-256 {file.sha256}
          </p>
        </li>
      ))}
    </ul>
  );
}
