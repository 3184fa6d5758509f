"use client";

import type { ReactNode, RefObject } from "react";
import { Button } from "./button";
import { useModalDialog } from "./use-modal-dialog";

const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * A modal confirmation on the native <dialog>: focus moves into it and stays there, Escape and
 * Cancel close it, and focus goes back to the control that opened it (`opener`), unless the
 * caller names a result to move it to. Its body is a form, so Enter confirms.
 */
export function ConfirmDialog({
  id,
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  pending,
  opener,
  result,
  onConfirm,
  onClose,
}: {
  id: string;
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  opener: RefObject<HTMLElement | null>;
  /** Where focus goes once it has closed after a confirmed change, e.g. its result; else the opener. */
  result?: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useModalDialog(open);

  return (
    <dialog
      ref={dialog.ref}
      aria-labelledby={`${id}-title`}
      onClose={() => {
        onClose();
        // The result, when the change was made; else the opener. Either may be gone (the page
        // moved on), and then focus stays put.
        const target = result?.current?.isConnected ? result.current : opener.current;
        if (target?.isConnected) target.focus();
      }}
      className="m-auto w-full max-w-md rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      {/* Rendered only while open, so a closed dialog's fields are not on the page. */}
      {open && (
        <form
          noValidate
          className="space-y-4 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {children}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" className={focus} disabled={pending} onClick={dialog.close}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={danger ? "danger" : "primary"}
              className={focus}
              pending={pending}
            >
              {confirmLabel}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
