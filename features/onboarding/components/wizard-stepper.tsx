"use client";

import { cn } from "@/components/ui/cn";
import { onboardingSteps } from "@/features/onboarding/lib/steps";

/** Where the user is; a step already reached can be opened again. */
export function WizardStepper({
  current,
  reached,
  onSelect,
}: {
  current: number;
  reached: number;
  onSelect: (step: number) => void;
}) {
  return (
    <nav aria-label="Onboarding steps" className="mb-6">
      <ol className="flex flex-wrap gap-2">
        {onboardingSteps.map((step, index) => (
          <li key={step.id}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              disabled={index > reached}
              aria-current={index === current ? "step" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 disabled:cursor-not-allowed",
                index === current
                  ? "bg-brand-600 font-semibold text-white ring-brand-600"
                  : index <= reached
                    ? "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"
                    : "bg-slate-50 text-slate-500 ring-slate-200",
              )}
            >
              <span className="tabular-nums">{index + 1}</span>
              {step.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
