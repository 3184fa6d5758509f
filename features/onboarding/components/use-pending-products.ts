"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { discardPendingAccount } from "@/features/onboarding/actions/discard-pending-account";
import { discardPendingCard } from "@/features/onboarding/actions/discard-pending-card";
import { retryPendingAccounts } from "@/features/onboarding/actions/retry-pending-accounts";
import { retryPendingCards } from "@/features/onboarding/actions/retry-pending-cards";
import type { PendingProductsView } from "../loaders/pending-products";

export type Pending = PendingProductsView[number];

/** "EUR account with IBAN", "Card JANE DOE, Virtual": the item as its request asked for it. */
export function described(pending: Pending): { noun: string; asked: string } {
  const item = (pending.item ?? {}) as Record<string, unknown>;
  if (pending.kind === "account") {
    const iban = item.assign_account_identifier ? " with IBAN" : "";
    return { noun: "Account", asked: `${String(item.currency ?? "")} account${iban}` };
  }
  const type = typeof item.card_type === "string" ? item.card_type : "default type";
  return { noun: "Card", asked: `${String(item.emboss_name ?? "")}, ${type}` };
}

const retry = { account: retryPendingAccounts, card: retryPendingCards };
const discard = { account: discardPendingAccount, card: discardPendingCard };

/**
 * What the pending products do: one row at a time is retried or discarded (`working`), a
 * discard is asked about first (`confirming`), and what the last step did is said (`said`).
 * The safe choice, Keep, has the focus when the question appears; Keep brings it back to the
 * Discard button the question came from. After each step the page is read again.
 */
export function usePendingProducts(customerId: string) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const [working, setWorking] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [said, setSaid] = useState<{ tone: "ok" | "bad"; text: string } | null>(null);
  const [returnFocus, setReturnFocus] = useState<number | null>(null);
  useEffect(() => {
    if (confirming !== null) document.getElementById(`keep-${confirming}`)?.focus();
  }, [confirming]);
  useEffect(() => {
    if (returnFocus === null) return;
    document.getElementById(`discard-${returnFocus}`)?.focus();
    setReturnFocus(null);
  }, [returnFocus]);
  const run = (row: Pending, step: () => Promise<void>) => {
    setWorking(row.id);
    startTransition(async () => {
      await step();
      setWorking(null);
      router.refresh();
    });
  };

  const retryOne = (row: Pending) =>
    run(row, async () => {
      const { noun } = described(row);
      const result = await retry[row.kind]({ customer_id: customerId, ids: [row.id] });
      if (!result.ok)
        return setSaid({ tone: "bad", text: `${noun} not created. ${result.message}` });
      const [created] = result.data.created as {
        account_identifier?: string | null;
        last_four?: string | null;
      }[];
      if (!created) {
        return setSaid({ tone: "bad", text: `${noun} not created: the provider did not say why.` });
      }
      const name =
        created.account_identifier ?? (created.last_four ? `•••• ${created.last_four}` : "");
      setSaid({ tone: "ok", text: `${noun} created${name ? `: ${name}` : ""}.` });
    });

  const discardOne = (row: Pending) =>
    run(row, async () => {
      setConfirming(null);
      const { noun } = described(row);
      const result = await discard[row.kind]({ customer_id: customerId, id: row.id });
      setSaid(
        result.ok
          ? { tone: "ok", text: `${noun} discarded: it will not be created.` }
          : { tone: "bad", text: result.message },
      );
    });

  const keep = (row: Pending) => {
    setConfirming(null);
    setReturnFocus(row.id);
  };
  return {
    said,
    busy,
    working,
    confirming,
    retryOne,
    discardOne,
    ask: (row: Pending) => setConfirming(row.id),
    keep,
  };
}
