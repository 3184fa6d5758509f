import { BackLink } from "@/components/ui/back-link";
import { DetailSection, Facts, Muted } from "@/components/ui/detail-section";
import { formatTimestamp } from "@/components/ui/format";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { approverWords, sentence } from "../lib/words";
import type { RequestPageView } from "../loaders/request-page";
import { RequestDecision, WithdrawRequest } from "./request-decision";
import { RequestStatusBadge } from "./status-badge";

/** One request: what it will do, read now; who asked and who decides; its outcome. */
export function RequestPage({ view }: { view: RequestPageView }) {
  const { preview } = view;
  const pending = view.status === "pending";
  return (
    <>
      <BackLink href="/approvals">Approvals</BackLink>
      <PageHeader
        title={view.title}
        description={`Asked by ${view.isMaker ? "you" : view.makerEmail} on ${formatTimestamp(view.createdAt)}. ${sentence(approverWords(view.approverRole))} other than the maker decides.`}
        actions={<RequestStatusBadge status={view.status} />}
      />
      {pending && preview.problem && (
        <p
          role="alert"
          className="mb-4 max-w-3xl rounded-md bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
        >
          {`If run now, this would fail: ${preview.problem}`}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <DetailSection id="sent" title="What will be sent">
          <Facts items={preview.facts} />
        </DetailSection>
        <DetailSection id="effect" title={pending ? "Its effect, read now" : "Concerns"}>
          <div className="space-y-3">
            {pending && preview.effects.length > 0 && <Facts items={preview.effects} />}
            {preview.links.length > 0 && (
              <ul className="space-y-1 text-sm">
                {preview.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} title={link.title} className="text-brand-700 underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </DetailSection>
        <DetailSection id="decision" title={pending ? "Decision" : "Outcome"}>
          {pending ? (
            <div className="space-y-4">
              <Facts items={[["Expires", formatTimestamp(view.expiresAt)]]} />
              {view.canDecide ? (
                <RequestDecision requestId={view.id} seenProblem={preview.problem} />
              ) : (
                view.cannotDecide && <Muted>{view.cannotDecide}</Muted>
              )}
              {view.canWithdraw && <WithdrawRequest requestId={view.id} />}
            </div>
          ) : (
            <Facts items={outcomeFacts(view)} />
          )}
        </DetailSection>
      </div>
    </>
  );
}

function outcomeFacts(view: RequestPageView): [string, string][] {
  const facts: [string, string][] = [];
  if (view.checkerEmail) facts.push(["Decided by", view.checkerEmail]);
  if (view.decidedAt) facts.push(["Decided", formatTimestamp(view.decidedAt)]);
  if (view.reason) facts.push(["Reason", view.reason]);
  if (view.status === "expired") facts.push(["Expired", formatTimestamp(view.expiresAt)]);
  if (view.outcome?.ok === true) facts.push(["Result", "Done by the provider"]);
  // Still approved with an outcome: the provider has not confirmed a movement yet.
  if (view.outcome?.ok === false)
    facts.push([
      "Result",
      view.status === "approved" ? view.outcome.message : `Refused: ${view.outcome.message}`,
    ]);
  const id = transactionIdOf(view.outcome);
  if (id) facts.push(["Transaction id", id]);
  if (view.executedAt) facts.push(["Run", formatTimestamp(view.executedAt)]);
  return facts;
}

function transactionIdOf(outcome: RequestPageView["outcome"]): string | null {
  if (!outcome?.ok || !outcome.data || typeof outcome.data !== "object") return null;
  const data = outcome.data as Record<string, unknown>;
  const id = data.transaction_id ?? data.debit_transaction_id;
  return typeof id === "string" ? id : null;
}
