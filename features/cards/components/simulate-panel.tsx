"use client";

import { Button } from "@/components/ui/button";
import { simulateCardStatus } from "@/features/cards/actions/simulate-card-status";
import { cardStatusLabel, nextProductionStatus } from "@/lib/cams";
import { useCardAction } from "./use-card-action";

/** Sandbox only: moves a new card along the path, as the card printer would on a real provider. */
export function SimulatePanel({ cardId, status }: { cardId: string; status: string }) {
  const { run, pending } = useCardAction(cardId);
  const next = nextProductionStatus(status);
  // Past 04 there is nothing to simulate: the agent activates, blocks or replaces instead.
  if (!next) return null;
  return (
    <section
      aria-labelledby="simulate-heading"
      className="rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-4"
    >
      <h2 id="simulate-heading" className="text-sm font-semibold text-amber-900">
        Simulate (sandbox only)
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        This console runs on the built-in sandbox. Here you can play the card printer; a real
        provider moves cards on its own.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
          pending={pending}
          aria-describedby="simulate-next"
          onClick={() => run(simulateCardStatus, `Card moved to ${cardStatusLabel(next)}`)}
        >
          Move to next step
        </Button>
        <p id="simulate-next" className="text-sm text-amber-900">
          {`Next: ${cardStatusLabel(next)}`}
        </p>
      </div>
    </section>
  );
}
