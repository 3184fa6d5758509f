"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useToaster } from "@/components/ui/toaster";
import type { ActionResult } from "@/lib/console/actions/result";

type CardAction<I> = (input: I & { card_id: string }) => Promise<ActionResult<unknown>>;

/**
 * Runs a card action: a toast says what happened (a refusal with its explained code), together
 * with the page re-rendered from the provider, so the status shown is the real one. `then` hears the
 * outcome, so a dialog can close on success or keep a refusal on its field.
 */
export function useCardAction(cardId: string) {
  const router = useRouter();
  const toaster = useToaster();
  const [pending, startTransition] = useTransition();
  const run = <I extends object>(
    action: CardAction<I>,
    success: string,
    input = {} as I,
    then?: (result: ActionResult<unknown>) => void,
  ) =>
    startTransition(async () => {
      const result = await action({ ...input, card_id: cardId });
      // The message shows with the re-read card (one transition), never beside its old status.
      startTransition(() => {
        if (result.ok) toaster.success(success);
        else toaster.error(result.message);
        then?.(result);
        router.refresh();
      });
    });
  return { run, pending };
}
