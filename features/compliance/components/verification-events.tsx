import { DetailSection, Muted } from "@/components/ui/detail-section";
import { EditLink } from "@/components/ui/edit-link";
import { formatTimestamp } from "@/components/ui/format";
import type { WebhookEventRow } from "@/features/events/server";
import { fieldOf, textOf } from "@/lib/console/webhooks/json-fields";
import { RejectReasonList } from "./reject-reason-list";
import { VerificationBadge } from "./verification-badge";

// The one status the spec explains.
const explanations: Record<string, string> = {
  DocumentExpired: "The previously approved document has expired.",
};

function reasonsOf(payload: unknown): string[] {
  const reasons = fieldOf(fieldOf(payload, "data"), "reject_reason");
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === "string") : [];
}

/** Every user.verification.status webhook received for the customer, newest first. */
export function VerificationEvents({
  customerId,
  events,
  limit,
}: {
  customerId: string;
  events: WebhookEventRow[];
  limit: number;
}) {
  const allEvents = `/events?${new URLSearchParams({ type: "user.verification.status", customer: customerId })}`;
  return (
    <DetailSection
      id="verification-events"
      title="Verification events, newest first"
      actions={<EditLink href={allEvents}>Open in Events</EditLink>}
    >
      {events.length === 0 ? (
        <Muted>
          No verification event received for this customer. The provider sends them as webhooks when
          a verification starts, passes, fails or a document expires.
        </Muted>
      ) : (
        <ol className="space-y-4">
          {events.map((event) => {
            const status = textOf(fieldOf(fieldOf(event.payload, "data"), "status")) ?? "no status";
            return (
              <li key={event.webhookId} data-testid="verification-event">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <VerificationBadge status={status} />
                  <span className="text-slate-600">
                    reported {formatTimestamp(event.createdDate.toISOString())}
                  </span>
                </div>
                {explanations[status] && (
                  <p className="mt-1 text-sm text-slate-700">{explanations[status]}</p>
                )}
                <RejectReasonList reasons={reasonsOf(event.payload)} />
              </li>
            );
          })}
        </ol>
      )}
      {events.length === limit && (
        <p className="mt-3 text-xs text-slate-600">The latest {limit} are shown.</p>
      )}
    </DetailSection>
  );
}
