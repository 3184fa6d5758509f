import { parseRejectReason, type rejectReasonCategories } from "@/lib/cams";

type Category = (typeof rejectReasonCategories)[number];

// What each category means, in the words of the provider's error catalog for its status class.
const meanings: Record<Category, string> = {
  BadRequest: "what was submitted was refused",
  FailedDependency: "a component the provider depends on returned an unsuccessful response",
};

/**
 * A verification event's reject_reason items, each split into its category (`BadRequest|`,
 * `FailedDependency|`) and its details. An item without a known prefix is shown whole.
 */
export function RejectReasonList({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul aria-label="Reject reasons" className="mt-2 space-y-1.5">
      {reasons.map(parseRejectReason).map(({ category, detail }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the provider's list, shown in its order
        <li key={i} className="rounded-md bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
          <p>
            <span className="font-mono text-xs font-semibold text-slate-900">
              {category ?? "Uncategorised"}
            </span>
            <span className="ml-2 text-xs text-slate-600">
              {category ? meanings[category] : "no BadRequest| or FailedDependency| prefix"}
            </span>
          </p>
          <p className="mt-0.5 text-slate-900">
            {detail.trim() || <span className="text-slate-500">No details given</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
