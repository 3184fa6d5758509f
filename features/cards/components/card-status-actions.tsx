"use client";

import { type RefObject, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { activateCard } from "@/features/cards/actions/activate-card";
import { blockCard } from "@/features/cards/actions/block-card";
import { unblockCard } from "@/features/cards/actions/unblock-card";
import type { StatusActions } from "@/features/cards/lib/status-actions";
import { checkStatusReason } from "@/features/cards/lib/status-reason-rule";
import { OTHER_REASON, StatusReasonFields } from "./status-reason-fields";
import { useCardAction } from "./use-card-action";

const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

const changes = {
  block: {
    action: blockCard,
    button: "Block card",
    title: "Block card",
    explain:
      "Every payment with this card is declined until it is unblocked. The card goes to 05 Blocked.",
    done: "Card blocked: now 05 Blocked",
  },
  unblock: {
    action: unblockCard,
    button: "Unblock card",
    title: "Unblock card",
    explain: "The card can pay again. It goes back to 00 Active.",
    done: "Card unblocked: now 00 Active",
  },
} as const;

type Change = keyof typeof changes;

/**
 * Activate (on the production path), block and unblock, each where lib/cams allows it. Block and
 * unblock ask to confirm, with a reason the audit keeps; after the change, focus goes to what
 * happened, which stays on screen.
 */
export function CardStatusActions({
  cardId,
  offers,
  lastFour,
}: {
  cardId: string;
  /** What the card's status offers (statusActionsFor, on the server). */
  offers: StatusActions;
  lastFour?: string;
}) {
  const { run, pending } = useCardAction(cardId);
  const [asking, setAsking] = useState<Change | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const { onPath, activate: canActivate, change } = offers;
  if (!onPath && !change && !outcome) return null;
  return (
    <div className="space-y-3">
      {outcome && (
        <p
          ref={result}
          tabIndex={-1}
          role="status"
          className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-950 ring-1 ring-emerald-300 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {outcome}
        </p>
      )}
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
      {change && (
        <div>
          <Button
            ref={opener}
            variant={change === "block" ? "danger" : "primary"}
            className={focus}
            pending={pending}
            onClick={() => {
              setOutcome(null);
              setAsking(change);
            }}
          >
            {changes[change].button}…
          </Button>
          <p className="mt-2 text-sm text-slate-600">{changes[change].explain}</p>
          <StatusChangeDialog
            change={change}
            open={asking === change}
            lastFour={lastFour}
            pending={pending}
            opener={opener}
            result={result}
            onClose={() => setAsking(null)}
            onConfirm={(reason, fail) =>
              run(changes[change].action, changes[change].done, { reason }, (answer) => {
                if (!answer.ok) return fail(answer.fieldErrors.reason ?? answer.message);
                // The dialog closes onto this result, which takes the focus.
                setOutcome(`${changes[change].done}. Reason recorded: ${reason}.`);
                setAsking(null);
              })
            }
          />
        </div>
      )}
    </div>
  );
}

function StatusChangeDialog({
  change,
  open,
  lastFour,
  pending,
  opener,
  result,
  onClose,
  onConfirm,
}: {
  change: Change;
  open: boolean;
  lastFour?: string;
  pending: boolean;
  opener: RefObject<HTMLButtonElement | null>;
  result: RefObject<HTMLParagraphElement | null>;
  onClose: () => void;
  onConfirm: (reason: string, fail: (message: string) => void) => void;
}) {
  const [choice, setChoice] = useState("");
  const [written, setWritten] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { title, explain, button } = changes[change];
  const confirm = () => {
    const checked = checkStatusReason(choice === OTHER_REASON ? written : choice);
    if ("problem" in checked) return setError(checked.problem);
    setError(undefined);
    onConfirm(checked.reason, setError);
  };
  return (
    <ConfirmDialog
      id={`${change}-dialog`}
      open={open}
      title={`${title}${lastFour ? ` •••• ${lastFour}` : ""}?`}
      confirmLabel={`Yes, ${button.toLowerCase()}`}
      danger={change === "block"}
      pending={pending}
      opener={opener}
      result={result}
      onConfirm={confirm}
      onClose={() => {
        setChoice("");
        setWritten("");
        setError(undefined);
        onClose();
      }}
    >
      <p className="text-sm text-slate-700">{explain}</p>
      <StatusReasonFields
        operation={change}
        choice={choice}
        written={written}
        error={error}
        onChoice={(value) => {
          setChoice(value);
          setError(undefined);
        }}
        onWritten={setWritten}
      />
    </ConfirmDialog>
  );
}
