import { Badge } from "@/components/ui/badge";
import { cardStatusLabel, LIFECYCLE_PATH, OFF_PATH_STATUSES } from "@/lib/cams";

/**
 * Where the card is: the ordered path with the current step marked (aria-current="step"), or,
 * off the path, a badge naming the terminal status and the path dimmed behind it.
 */
export function CardLifecycleSteps({ status }: { status: string }) {
  const current = LIFECYCLE_PATH.indexOf(status as (typeof LIFECYCLE_PATH)[number]);
  const terminal = (OFF_PATH_STATUSES as readonly string[]).includes(status);
  return (
    <section
      aria-labelledby="lifecycle-heading"
      className="rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="mb-3 flex items-center gap-3">
        <h2 id="lifecycle-heading" className="text-sm font-semibold text-slate-900">
          Lifecycle
        </h2>
        {terminal && (
          <Badge tone={status === "05" ? "warn" : "bad"}>
            <span data-testid="terminal-status">Now {cardStatusLabel(status)}</span>
          </Badge>
        )}
        {current < 0 && !terminal && <Badge>Unknown status {status}</Badge>}
      </div>
      <ol className={`flex flex-wrap gap-2 ${current < 0 ? "grayscale" : ""}`}>
        {LIFECYCLE_PATH.map((code, i) => {
          const state = i === current ? "current" : current >= 0 && i < current ? "done" : "todo";
          return (
            <li
              key={code}
              aria-current={state === "current" ? "step" : undefined}
              className={
                state === "current"
                  ? "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white"
                  : state === "done"
                    ? "rounded-md bg-emerald-50 px-3 py-1.5 text-sm text-emerald-800 ring-1 ring-emerald-200"
                    : "rounded-md bg-slate-50 px-3 py-1.5 text-sm text-slate-600 ring-1 ring-slate-200"
              }
            >
              {state === "done" && <span className="sr-only">Done: </span>}
              {state === "current" && <span className="sr-only">Current: </span>}
              {cardStatusLabel(code)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
