import { Suspense } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DetailSection, Muted } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import { PartyRef } from "@/components/ui/party-ref";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { auditActionLabel, outcomeWords } from "@/features/audit/server";
import { type customerTimeline, TIMELINE_LENGTH } from "@/features/customers/lib/timeline";
import { RejectReasons } from "@/features/events";
import { describeEvent } from "@/features/events/server";

const outcomeTone: Record<string, BadgeTone> = { success: "good", failure: "bad", denied: "warn" };

/** A page's Timeline section, streamed in when the loader's read arrives. */
export function TimelineSection({ read }: { read: ReturnType<typeof customerTimeline> }) {
  return (
    <DetailSection id="timeline" title="Timeline">
      <Suspense fallback={<TableSkeleton rows={3} />}>
        <CustomerTimeline read={read} />
      </Suspense>
    </DetailSection>
  );
}

/**
 * The customer's history in one list: what console users did (audit) and what the provider
 * reported (webhook events), newest first. Event statuses show as they came, known or not.
 */
async function CustomerTimeline({ read }: { read: ReturnType<typeof customerTimeline> }) {
  const entries = await read;
  if (entries.length === 0)
    return <Muted>Nothing yet: changes made in the console and provider events appear here.</Muted>;
  return (
    <>
      <ol className="space-y-3 border-l border-slate-200 pl-4 text-sm">
        {entries.map((entry) => (
          <li key={entry.key} data-testid="timeline-entry" className="relative">
            <span
              aria-hidden
              className={`absolute -left-[1.3rem] top-1.5 size-2 rounded-full ${entry.kind === "audit" ? "bg-slate-400" : "bg-brand-600"}`}
            />
            <p className="text-xs text-slate-600">{formatTimestamp(entry.at)}</p>
            {entry.kind === "audit" ? (
              <p>
                <span className="font-medium">{auditActionLabel(entry.action)}</span>
                {entry.summary && <span className="font-medium">: {entry.summary}</span>}{" "}
                {entry.outcome !== "success" && (
                  <Badge tone={outcomeTone[entry.outcome] ?? "neutral"}>
                    {outcomeWords[entry.outcome] ?? entry.outcome}
                  </Badge>
                )}{" "}
                <span className="text-slate-600">
                  by {entry.actor ?? "someone not signed in"}
                  {entry.target && entry.target.noun !== "customer" && (
                    <>
                      {" · "}
                      {entry.target.id ? (
                        <PartyRef {...entry.target} id={entry.target.id} />
                      ) : (
                        entry.target.label
                      )}
                    </>
                  )}
                </span>
                {entry.detail && <span className="block text-slate-600">{entry.detail}</span>}
              </p>
            ) : (
              <div>
                <span className="font-medium">{describeEvent(entry.type, entry.status)}</span>
                <RejectReasons reasons={entry.rejectReasons} />
              </div>
            )}
          </li>
        ))}
      </ol>
      {entries.length === TIMELINE_LENGTH && (
        <p className="mt-3 text-xs text-slate-500">
          The latest {TIMELINE_LENGTH} entries; older ones are on the Audit and Events pages.
        </p>
      )}
    </>
  );
}
