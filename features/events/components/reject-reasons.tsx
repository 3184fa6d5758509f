import type { EventSummary } from "@/features/events/lib/event-summary";

/** Each reject reason as its category (BadRequest, FailedDependency) and the detail after the `|`. */
export function RejectReasons({ reasons }: { reasons: EventSummary["rejectReasons"] }) {
  if (reasons.length === 0) return null;
  return (
    <ul aria-label="Reject reasons" className="mt-1 space-y-0.5 text-xs text-slate-700">
      {reasons.map(({ category, detail }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the provider's list, shown in its order
        <li key={i}>
          <span className="font-medium">{category ?? "Uncategorised"}</span>: {detail}
        </li>
      ))}
    </ul>
  );
}
