"use client";

import { useEffect, useRef } from "react";

/**
 * A native <dialog> shown as a modal while `open` is true and closed when it turns false: focus
 * moves in and stays there, Escape closes it (its close event then tells the caller). Put `ref`
 * on the dialog; `close` closes it as Escape would.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return { ref, close: () => ref.current?.close() };
}
