"use client";

import { Button } from "@/components/ui/button";
import { activateCard } from "@/features/cards/actions/activate-card";
import { blockCard } from "@/features/cards/actions/block-card";
import { unblockCard } from "@/features/cards/actions/unblock-card";
import { cardOperationAllowed, PRODUCTION_PATH } from "@/lib/cams";
import { useCardAction } from "./use-card-action";

const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Activate (on the production path), block and unblock, each where lib/cams allows it. */
export function CardStatusActions({ cardId, status }: { cardId: string; status: string }) {
  const { run, pending } = useCardAction(cardId);
  const onPath = (PRODUCTION_PATH as readonly string[]).includes(status);
  const canActivate = cardOperationAllowed("activate", status);
  const canBlock = cardOperationAllowed("block", status);
  const canUnblock = cardOperationAllowed("unblock", status);
  if (!onPath && !canBlock && !canUnblock) return null;
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
              Activation is possible once the card reaches 03 Printing.
            </p>
          )}
        </div>
      )}
      {canBlock && (
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
      {canUnblock && (
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
