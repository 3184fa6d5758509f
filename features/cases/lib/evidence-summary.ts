import { caseKindLabels, caseOutcomeLabels, caseStatusLabels } from "@/lib/console/cases/machine";
import type { EvidenceRecords } from "./evidence-records";

const html = (value: unknown) =>
  String(value ?? "—").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Times in UTC and ISO 8601: a pack is read anywhere, long after, by people and tools. */
const time = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString().replace(".000Z", "Z") : "—";

const table = (head: string[], rows: unknown[][]) =>
  rows.length === 0
    ? "<p>None.</p>"
    : `<table><thead><tr>${head.map((h) => `<th>${html(h)}</th>`).join("")}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${html(cell)}</td>`).join("")}</tr>`)
        .join("")}</tbody></table>`;

/**
 * The pack's readable page: the case, the customer, each decision with who made it and who
 * approved it, the timeline and the evidence, and the manifest's hash to check it by. Static
 * HTML with no script, so it opens the same in any browser, offline.
 */
export function evidenceSummary(
  records: EvidenceRecords,
  pack: {
    manifestSha256: string;
    generatedAt: Date;
    generatedBy: string;
    files: [string, Uint8Array][];
  },
): string {
  const c = records.case;
  const title = `${caseKindLabels[c.kind]}: ${records.customerName ?? c.customerId}`;
  const facts: [string, unknown][] = [
    ["Case", c.id],
    ["Customer", `${records.customerName ?? "Name not known"} (${c.customerId})`],
    ["Customer status (last read)", records.customerStatus],
    ["Status", caseStatusLabels[c.status]],
    ["Owner", records.ownerName ?? "Unassigned"],
    ["Priority", c.priority],
    ["Opened", time(c.createdAt)],
    ["Due", time(c.dueAt)],
    ["Reason", c.reason],
    ...(c.status === "closed"
      ? ([
          ["Outcome", c.outcome ? caseOutcomeLabels[c.outcome] : "—"],
          ["Closing summary", c.outcomeNote],
          ["Closed", time(c.closedAt)],
        ] as [string, unknown][])
      : []),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Evidence pack: ${html(title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border:1px solid #cbd5e1;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f5f9}code{font-size:12px;word-break:break-all}</style></head><body>
<h1>Evidence pack: ${html(title)}</h1>
<p>Generated ${html(time(pack.generatedAt))} by ${html(pack.generatedBy)}.</p>
<p><strong>SHA-256 of manifest.sha256:</strong> <code>${html(pack.manifestSha256)}</code></p>
<p>To check this pack, run <code>sha256sum -c manifest.sha256</code> in its folder: every file
but this summary is listed there. The manifest's own hash, above, is also kept in the console's
audit log entry for this download.</p>
<h2>The case</h2>
${table(["", ""], facts)}
<h2>Decisions</h2>
${table(
  ["Time", "Decision", "Reason", "Recorded by"],
  records.decisions.map((d) => [time(d.createdAt), d.decision, d.reason, d.authorEmail]),
)}
<h2>Four-eyes requests on the customer</h2>
${table(
  ["Asked", "Action", "Status", "Asked by", "Approver", "Decided", "Reason"],
  records.approvals.map((a) => [
    time(a.createdAt),
    a.action,
    a.status,
    a.makerEmail,
    a.checkerEmail,
    time(a.decidedAt),
    a.reason,
  ]),
)}
<h2>Timeline</h2>
${table(
  ["Time", "What", "Who", "Words"],
  records.timeline.map((line) => [
    time(line.at),
    line.type,
    line.actorName ?? "The console",
    line.body,
  ]),
)}
<h2>Attachments</h2>
${table(
  ["File", "Type", "Bytes", "Attached by", "Time", "SHA-256"],
  records.attachments.map((a) => [
    a.fileName,
    a.mediaType,
    a.size,
    a.uploaderName,
    time(a.at),
    a.sha256,
  ]),
)}
<h2>Files in this pack</h2>
${table(
  ["File", "Bytes"],
  pack.files.map(([path, bytes]) => [path, bytes.byteLength]),
)}
<p>Also: ${records.notes.length} compliance notes, ${records.webhooks.length} webhook events and
${records.auditEntries.length} audit entries, in full in the JSON files.</p>
</body></html>
`;
}
