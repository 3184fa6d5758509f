"use client";

import { type ReactNode, useEffect, useRef } from "react";
import { Facts } from "@/components/ui/detail-section";
import { formatMoney } from "@/components/ui/format";

/**
 * What a money movement left behind: its transaction id(s) and the balance now. It takes focus
 * when it appears: it shows together with the re-read page, after the confirmation has closed,
 * so the confirmation cannot hand focus to it.
 */
export function MoneyResult({
  title,
  facts,
}: {
  title: string;
  facts: [label: string, value: ReactNode][];
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      aria-labelledby="result-title"
      tabIndex={-1}
      data-focus-after-confirm
      className="space-y-2 rounded-md bg-emerald-50 p-4 ring-1 ring-emerald-300 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
    >
      <h3 id="result-title" className="text-sm font-semibold text-emerald-950">
        {title}
      </h3>
      <Facts items={facts} />
    </div>
  );
}

/** A transaction id, set so it can be read and copied whole. */
export function TransactionId({ id }: { id: string }) {
  return <code className="break-all font-mono text-xs">{id}</code>;
}

/**
 * The balance the provider reported after the movement. The read-back is best-effort: when it
 * failed, the movement still happened, and the page's own balance is the way to see it.
 */
export function balanceAfterText(balance: number | null, currency: string): string {
  return balance === null
    ? "Not read back yet: reload the page to see it"
    : formatMoney(balance, currency);
}
