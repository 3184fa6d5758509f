"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useToaster } from "@/components/ui/toaster";
import type { ActionResult } from "@/lib/console/actions/result";

type CardAction = (input: { card_id: string }) => Promise<ActionResult<unknown>>;

/**
 * Runs a one-click card action: a toast says what happened (a refusal with its explained
 * code), and the page re-renders from the provider so the status shown is the real one.
 */
export function useCardAction(cardId: string) {
  const router = useRouter();
  const toaster = useToaster();
  const [pending, startTransition] = useTransition();
  const run = (action: CardAction, success: string) =>
    startTransition(async () => {
      const result = await action({ card_id: cardId });
      if (result.ok) toaster.success(success);
      else toaster.error(result.message);
      router.refresh();
    });
  return { run, pending };
}
