"use client";

import { Button } from "@/components/ui/button";
import { activateCard } from "@/features/cards/actions/activate-card";
import { blockCard } from "@/features/cards/actions/block-card";
import { unblockCard } from "@/features/cards/actions/unblock-card";
import { activatableFrom, activationBlockedReason } from "@/features/cards/lib/lifecycle";
import { useCardAction } from "./use-card-action";

const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Activate (on the path before 00), block (at 00) and unblock (at 05), each where it applies. */
export function CardStatusActions({ cardId, status }: { cardId: string; status: string }) {
  const { run, pending } = useCardAction(cardId);
  const onPath = ["01", "02", "03", "04"].includes(status);
  const canActivate = activatableFrom.includes(status);
  if (!onPath && status !== "00" && status !== "05") return null;
  return (
    <div className="space-y-3">
      {onPath && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            className={focus}
            disabled={!canActivate}
            pending={pending}
            aria-describedby={canActivate ? undefined : "activate-reason"}
            onClick={() => run(activateCard, "Card activated: now 00 Active")}
          >
            Activate card
          </Button>
          {!canActivate && (
            <p id="activate-reason" className="text-sm text-slate-700">
              {activationBlockedReason}.
            </p>
          )}
        </div>
      )}
      {status === "00" && (
        <div>
          <Button
            variant="danger"
            className={focus}
            pending={pending}
            onClick={() => run(blockCard, "Card blocked: now 05 Blocked")}
          >
            Block card
          </Button>
          <p className="mt-2 text-sm text-slate-600">
            Blocking stops every payment with this card until it is unblocked (05 Blocked).
          </p>
        </div>
      )}
      {status === "05" && (
        <div>
          <Button
            className={focus}
            pending={pending}
            onClick={() => run(unblockCard, "Card unblocked: now 00 Active")}
          >
            Unblock card
          </Button>
          <p className="mt-2 text-sm text-slate-600">
            Unblocking lets the card pay again (back to 00 Active).
          </p>
        </div>
      )}
    </div>
  );
}
