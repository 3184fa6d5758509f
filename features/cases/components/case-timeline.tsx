import { formatTimestamp } from "@/components/ui/format";
import { textLinkClass } from "@/components/ui/text-link";
import { auditActionLabel, outcomeWords } from "@/features/audit/server";
import type { TimelineEntry } from "@/features/customers/server";
import { RejectReasons } from "@/features/events";
import { describeEvent } from "@/features/events/server";
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

type Item = {
  key: string;
  at: Date;
  /** Where the line comes from, in words beside it: never told by colour alone. */
  source: "Case" | "Console" | "Provider";
  title: string;
  by: string | null;
  body?: string | null;
  extra?: React.ReactNode;
};

const fromCase = (caseId: string, line: TimelineLine): Item => ({
  key: `case-${line.id}`,
  at: line.at,
  source: "Case",
  title: headline(line),
  by: line.actorName ?? "The console",
  body: line.body,
  extra: line.attachmentId && (
    <a
      href={attachmentHref(caseId, line.attachmentId)}
      download
      className={`${textLinkClass} text-sm`}
    >
      Download the file
    </a>
  ),
});

const fromCustomer = (entry: TimelineEntry): Item =>
  entry.kind === "audit"
    ? {
        key: entry.key,
        at: entry.at,
        source: "Console",
        title: `${auditActionLabel(entry.action)}${entry.summary ? `: ${entry.summary}` : ""}${entry.outcome === "success" ? "" : ` (${outcomeWords[entry.outcome] ?? entry.outcome})`}`,
        by: entry.actor ?? "someone not signed in",
        body: entry.detail,
      }
    : {
        key: entry.key,
        at: entry.at,
        source: "Provider",
        title: describeEvent(entry.type, entry.status),
        by: "Webhook",
        extra: <RejectReasons reasons={entry.rejectReasons} />,
      };

/**
 * The case's whole story in one list, newest first, each line with its source: the case's own
 * lines (notes, changes, evidence), what console users did to the customer (decisions, review
 * notes, four-eyes requests, from the audit log) and what the provider reported (webhooks).
 * Case actions are audited too; their audit entries are left out, as the case line says it.
 */
export function CaseTimeline({
  caseId,
  lines,
  history,
}: {
  caseId: string;
  lines: TimelineLine[];
  history: TimelineEntry[];
}) {
  const items = [
    ...lines.map((line) => fromCase(caseId, line)),
    ...history
      .filter((entry) => entry.kind !== "audit" || !entry.action.startsWith("cases."))
      .map(fromCustomer),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return (
    <ol className="space-y-3">
      {items.map((item) => (
        <li key={item.key} className="border-l-2 border-slate-200 pl-3">
          <p className="text-sm font-medium text-slate-900">
            <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
              {item.source}
            </span>
            {item.title}
          </p>
          <p className="text-xs text-slate-600">
            {item.by} · {formatTimestamp(item.at)}
          </p>
          {item.body && (
            <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800 [overflow-wrap:anywhere]">
              {item.body}
            </p>
          )}
          {item.extra}
        </li>
      ))}
    </ol>
  );
}
