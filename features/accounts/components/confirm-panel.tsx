"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Facts } from "@/components/ui/detail-section";

/**
 * The last look before money moves: what, how much and to whom, then one explicit button. The
 * form stays filled in behind it, so Cancel goes back to change something.
 */
export function ConfirmPanel({
  title,
  facts,
  warning,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  facts: [label: string, value: ReactNode][];
  warning?: string | null;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-facts"
      className="space-y-3 rounded-md bg-amber-50 p-4 ring-1 ring-amber-300"
    >
      <h3 id="confirm-title" className="text-sm font-semibold text-amber-950">
        {title}
      </h3>
      <div id="confirm-facts">
        <Facts items={facts} />
      </div>
      {warning && <p className="text-sm font-medium text-red-800">{warning}</p>}
      <div className="flex gap-2">
        <Button pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
