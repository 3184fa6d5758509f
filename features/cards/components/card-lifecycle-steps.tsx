import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatTimestamp } from "@/components/ui/format";
import {
  cardStatusLabel,
  LIFECYCLE_PATH,
  type LifecycleStep,
  type LifecycleStepState,
  lifecycleSteps,
  OFF_PATH_STATUSES,
} from "@/lib/cams";
import type { StatusHistoryRead } from "../loaders/card-page";

type Props = { status: string; cardType?: string | null; history: StatusHistoryRead };

/** What each state is called, on screen and for screen readers alike. */
const stateWords: Record<LifecycleStepState, string> = {
  done: "Done",
  current: "Now",
  skipped: "Skipped",
  ahead: "Not yet",
  "not-reached": "Not reached",
  unknown: "Not reported",
};

const stateClass: Record<LifecycleStepState, string> = {
  current: "bg-brand-600 font-semibold text-white",
  done: "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200",
  skipped: "border border-dashed border-slate-400 bg-white text-slate-700",
  ahead: "bg-slate-50 text-slate-700 ring-1 ring-slate-200",
  "not-reached": "bg-white text-slate-600 ring-1 ring-slate-200",
  unknown: "bg-white text-slate-600 ring-1 ring-slate-200",
};

/**
 * Where the card is, and only what happened on its way: the steps it reached (dated from the
 * status history), the one it is at (aria-current="step"), the ones it skipped or never
 * reached. A virtual card has no production steps. Off the path, a badge names its status.
 */
export async function CardLifecycleSteps({ status, cardType, history }: Props) {
  const read = history ? await history : null;
  const steps = lifecycleSteps({
    status,
    cardType,
    history: read?.ok ? read.data.history : null,
  });
  return <LifecycleView status={status} steps={steps} />;
}

/** While the history is read: the section's frame, without claiming any step. */
export function CardLifecycleLoading({ status }: { status: string }) {
  return (
    <LifecycleView status={status} steps={null}>
      <p role="status" className="text-sm text-slate-600">
        Reading the card's status history…
      </p>
    </LifecycleView>
  );
}

function LifecycleView({
  status,
  steps,
  children,
}: {
  status: string;
  steps: LifecycleStep[] | null;
  children?: ReactNode;
}) {
  const onPath = (LIFECYCLE_PATH as readonly string[]).includes(status);
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
        {!onPath && !terminal && <Badge>Unknown status {status}</Badge>}
      </div>
      {children}
      {steps && (
        <ol className="flex flex-wrap gap-2">
          {steps.map((step) => (
            <li
              key={step.status}
              data-testid="lifecycle-step"
              data-state={step.state}
              aria-current={step.state === "current" ? "step" : undefined}
              className={`rounded-md px-3 py-1.5 text-sm ${stateClass[step.state]}`}
            >
              <span className="block">{cardStatusLabel(step.status)}</span>
              <span className="block text-xs">
                {stateWords[step.state]}
                {step.date && `, ${formatTimestamp(step.date)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
