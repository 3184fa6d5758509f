import { BackLink } from "@/components/ui/back-link";
import { DetailSection, Facts } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import { PageHeader } from "@/components/ui/page-header";
import { PartyRef } from "@/components/ui/party-ref";
import { DecisionSection } from "@/features/compliance";
import {
  caseKindLabels,
  caseOutcomeLabels,
  casePriorityLabels,
  caseStatusLabels,
} from "@/lib/console/cases/machine";
import { takeComplianceCase } from "../actions/take-compliance-case";
import { wakeComplianceCase } from "../actions/wake-compliance-case";
import type { CasePageView } from "../loaders/case-page";
import { AssignCaseForm } from "./assign-case-form";
import { AttachFileForm } from "./attach-file-form";
import { CaseButton } from "./case-button";
import { CaseCustomer } from "./case-customer";
import { CaseEvidence } from "./case-evidence";
import { CaseNoteForm } from "./case-note-form";
import { CaseTimeline } from "./case-timeline";
import { CloseCaseForm } from "./close-case-form";
import { DueBadge } from "./due-badge";
import { MoveCaseForm } from "./move-case-form";
import { SnoozeCaseForm } from "./snooze-case-form";

/**
 * One case: who and why, where it stands and when it is due, the officer's next steps, and the
 * timeline. The forms are keyed by the case's version: after a change they start again from
 * the page's new version, so a second change is not refused as stale.
 */
export function CasePage({ view }: { view: CasePageView }) {
  const c = view.case;
  const name = view.customerName ?? "Customer not yet seen";
  const closed = c.status === "closed";
  const snoozed = !closed && c.snoozedUntil !== null && c.snoozedUntil > view.now;
  const customerHref = `/customers/${encodeURIComponent(c.customerId)}`;
  return (
    <>
      <BackLink href="/cases">Cases</BackLink>
      <PageHeader
        title={`${caseKindLabels[c.kind]}: ${name}`}
        description={c.reason}
        actions={
          // A plain anchor: the ZIP downloads; it is not a page to route to.
          <a
            href={`/api/cases/${encodeURIComponent(c.id)}/evidence-pack`}
            download
            className="inline-flex items-center rounded-md bg-white px-3.5 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Download evidence pack
          </a>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-4">
          <DetailSection id="case-facts" title="The case">
            <Facts
              items={[
                [
                  "Customer",
                  <PartyRef
                    key="c"
                    label={name}
                    href={customerHref}
                    id={c.customerId}
                    noun="customer"
                  />,
                ],
                ["Status", caseStatusLabels[c.status]],
                ...(snoozed
                  ? ([["Snoozed", `until ${formatTimestamp(c.snoozedUntil)}`]] as [
                      string,
                      string,
                    ][])
                  : []),
                ["Owner", view.ownerName ?? "Unassigned"],
                ["Priority", casePriorityLabels[c.priority]],
                [
                  "Due",
                  closed ? (
                    formatTimestamp(c.dueAt)
                  ) : (
                    <DueBadge key="d" due={c.dueAt} now={view.now} />
                  ),
                ],
                ["Opened", formatTimestamp(c.createdAt)],
                ...(closed
                  ? ([
                      ["Outcome", c.outcome ? caseOutcomeLabels[c.outcome] : "—"],
                      ["Closed", formatTimestamp(c.closedAt)],
                    ] as [string, string][])
                  : []),
              ]}
            />
          </DetailSection>
          <CaseCustomer view={view} />
          {view.decision && view.customer.ok && (
            <DecisionSection
              customerId={c.customerId}
              status={view.customer.data.status}
              {...view.decision}
            />
          )}
          {view.canWork && (
            <DetailSection id="case-work" title="Work on the case">
              <div className="space-y-6" key={c.version}>
                {c.ownerId !== view.userId && (
                  <CaseButton
                    caseId={c.id}
                    version={c.version}
                    action={takeComplianceCase}
                    label={c.ownerId ? "Take over this case" : "Take this case"}
                    success="The case is yours"
                  />
                )}
                <MoveCaseForm caseId={c.id} version={c.version} status={c.status} />
                {snoozed ? (
                  <CaseButton
                    caseId={c.id}
                    version={c.version}
                    action={wakeComplianceCase}
                    label="Wake it now"
                    success="The case is awake"
                    variant="secondary"
                  />
                ) : (
                  <SnoozeCaseForm caseId={c.id} version={c.version} />
                )}
                <AssignCaseForm
                  caseId={c.id}
                  version={c.version}
                  officers={view.officers.filter((officer) => officer.id !== c.ownerId)}
                />
                <CloseCaseForm caseId={c.id} version={c.version} />
              </div>
            </DetailSection>
          )}
          <DetailSection id="case-evidence" title="Evidence">
            <div className="space-y-4">
              <CaseEvidence caseId={c.id} files={view.attachments} />
              {view.canWork && <AttachFileForm caseId={c.id} />}
            </div>
          </DetailSection>
        </div>
        <DetailSection id="case-timeline" title="Timeline">
          {view.canWork && (
            <div className="mb-4">
              <CaseNoteForm
                caseId={c.id}
                handles={view.colleagues
                  .filter((colleague) => colleague.id !== view.userId)
                  .map((colleague) => colleague.handle)}
              />
            </div>
          )}
          <CaseTimeline caseId={c.id} lines={view.timeline} history={view.history} />
        </DetailSection>
      </div>
    </>
  );
}
