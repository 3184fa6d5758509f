import { formatTimestamp } from "@/components/ui/format";
import { textLinkClass } from "@/components/ui/text-link";
import { caseStatusLabels } from "@/lib/console/cases/machine";
import type { TimelineLine } from "../lib/store";
import { attachmentHref } from "./case-evidence";

/** What happened, in words: "Took the case", "In review → Waiting on customer". */
function headline(line: TimelineLine): string {
  const status = (s: TimelineLine["toStatus"]) => (s ? caseStatusLabels[s] : "");
  switch (line.type) {
    case "opened":
      return line.actorName ? "Opened by hand" : "Opened by the console";
    case "assigned":
      return `Assigned to ${line.ownerName ?? "nobody"}`;
    case "status":
      return `${status(line.fromStatus)} → ${status(line.toStatus)}`;
    case "note":
      return "Note";
    case "closed":
      return "Closed";
    case "snoozed":
      return "Snoozed";
    case "woke":
      return "Woken";
    case "escalated":
      return `${status(line.fromStatus)} → Escalated`;
    case "attachment":
      return "Evidence attached";
  }
}

/** The case's story, newest first: each line what happened, who did it, when, and why. */
export function CaseTimeline({ caseId, lines }: { caseId: string; lines: TimelineLine[] }) {
  return (
    <ol className="space-y-3">
      {lines.map((line) => (
        <li key={line.id} className="border-l-2 border-slate-200 pl-3">
          <p className="text-sm font-medium text-slate-900">{headline(line)}</p>
          <p className="text-xs text-slate-600">
            {line.actorName ?? "The console"} · {formatTimestamp(line.at)}
          </p>
          <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800 [overflow-wrap:anywhere]">
            {line.body}
          </p>
          {line.attachmentId && (
            <a
              href={attachmentHref(caseId, line.attachmentId)}
              download
              className={`${textLinkClass} text-sm`}
            >
              Download the file
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
