"use client";

import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Facts } from "@/components/ui/detail-section";

/**
 * The last look before money moves: what, how much and to whom, then one explicit button. The
 * form stays filled in behind it, so Cancel goes back to change something. `notice`: that a
 * four-eyes policy will hold the action for a second person (holdNotice), said first.
 */
export function ConfirmPanel({
  title,
  facts,
  notice,
  warning,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  facts: [label: string, value: ReactNode][];
  notice?: string | null;
  warning?: string | null;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    const form = panel?.closest("form");
    // Focus moves into the question; when it closes (confirmed or cancelled) it goes to what
    // replaced it: the result, a refusal (which takes focus itself), or the form's Review button.
    panel?.focus();
    return () => {
      requestAnimationFrame(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        const next =
          form?.querySelector<HTMLElement>("[data-focus-after-confirm]") ??
          form?.querySelector<HTMLElement>('button[type="submit"]');
        next?.focus();
      });
    };
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby={notice ? "confirm-notice confirm-facts" : "confirm-facts"}
      className="space-y-3 rounded-md bg-amber-50 p-4 ring-1 ring-amber-300 outline-none focus-visible:ring-2 focus-visible:ring-amber-600"
    >
      <h3 id="confirm-title" className="text-sm font-semibold text-amber-950">
        {title}
      </h3>
      {notice && (
        <p
          id="confirm-notice"
          data-testid="confirm-notice"
          className="text-sm font-medium text-amber-950"
        >
          {notice}
        </p>
      )}
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
