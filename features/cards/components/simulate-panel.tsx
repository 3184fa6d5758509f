"use client";

import { Button } from "@/components/ui/button";
import { simulateCardStatus } from "@/features/cards/actions/simulate-card-status";
import { useCardAction } from "./use-card-action";

/**
 * Sandbox only: moves a new card along the path, as the card printer would on a real provider.
 * `nextLabel`: the status it goes to ("04 Dispatched"), from lib/cams's status machine on the
 * server, so the browser loads neither the machine nor its names.
 */
export function SimulatePanel({ cardId, nextLabel }: { cardId: string; nextLabel: string }) {
  const { run, pending } = useCardAction(cardId);
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
          onClick={() => run(simulateCardStatus, `Card moved to ${nextLabel}`)}
        >
          Move to next step
        </Button>
        <p id="simulate-next" className="text-sm text-amber-900">
          {`Next: ${nextLabel}`}
        </p>
      </div>
    </section>
  );
}
