"use client";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { DraftOffer as Offer } from "@/features/onboarding/lib/saved-draft";
import { onboardingUrl } from "@/features/onboarding/lib/search-params";
import { onboardingSteps, stepIndex } from "@/features/onboarding/lib/steps";
import { SavedTime } from "./saved-time";

/** An unfinished onboarding of the last week: continue it where it was left, or start fresh. */
export function DraftOffer({ offer, onFresh }: { offer: Offer; onFresh: () => void }) {
  const step = stepIndex(offer.step);
  const whose = offer.name ? `${offer.name}'s onboarding` : "the unfinished onboarding";
  return (
    <section
      aria-labelledby="draft-offer"
      className="max-w-2xl space-y-4 rounded-lg bg-white p-6 ring-1 ring-slate-200"
    >
      <h2 id="draft-offer" className="text-lg font-semibold text-slate-900">
        Continue where you left off?
      </h2>
      <p className="text-sm text-slate-700">
        You have an unfinished onboarding{offer.name ? ` of ${offer.name}` : ""}, saved{" "}
        <SavedTime at={offer.savedAt} />, up to step {step + 1}: {onboardingSteps[step]!.title}.
        Unfinished onboardings are kept for 7 days.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          href={onboardingUrl(offer.id, offer.step)}
          className="inline-flex items-center rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Continue {whose}
        </Link>
        <Button variant="secondary" onClick={onFresh}>
          Start a new onboarding
        </Button>
      </div>
    </section>
  );
}
