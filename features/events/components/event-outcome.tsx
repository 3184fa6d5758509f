import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { WebhookEventRow } from "@/features/events/lib/list-events";

type Outcome = Pick<WebhookEventRow, "outcome" | "deliveries">;

const outcomes: Record<WebhookEventRow["outcome"], { label: string; tone: BadgeTone }> = {
  applied: { label: "Applied", tone: "good" },
  stored: { label: "Stored only", tone: "neutral" },
  failed: { label: "Failed", tone: "bad" },
};

/** What the receiver did with an event, in words: the badge and, for redeliveries, a count. */
export function EventOutcome({ event }: { event: Outcome }) {
  const { label, tone } = outcomes[event.outcome];
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={tone}>
        {event.outcome === "failed" && (
          <span aria-hidden="true" className="mr-1">
            ⚠
          </span>
        )}
        {label}
      </Badge>
      {event.deliveries > 1 && (
        <Badge tone="info">{`Duplicate: ${event.deliveries - 1} redelivery${event.deliveries > 2 ? "s" : ""} ignored`}</Badge>
      )}
    </span>
  );
}

/** The outcome as a sentence, for the event's own page. */
export function outcomeSentence(event: Outcome & Pick<WebhookEventRow, "type">): string {
  switch (event.outcome) {
    case "applied":
      return "Read and applied: the status it reports is what the console now shows, unless a newer event says otherwise.";
    case "failed":
      return `A ${event.type} event whose payload the console could not read: stored, answered 200 so the provider does not retry it, and not applied.`;
    default:
      return "A type the console does not act on: stored as it came, and not applied.";
  }
}
