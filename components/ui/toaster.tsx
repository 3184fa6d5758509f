"use client";

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { cn } from "./cn";

type Toast = { id: number; tone: "success" | "error"; text: string };
type Toaster = { success: (text: string) => void; error: (text: string) => void };

const ToasterContext = createContext<Toaster | null>(null);
let nextId = 0;

/** At most this many toasts show; a long editing session should not bury the form. */
const MAX_TOASTS = 3;

/**
 * Short messages after an action; errors stay until dismissed, successes fade after 5 s. A
 * repeated message replaces its earlier copy, and only the newest MAX_TOASTS stay.
 */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((t) => t.id !== id)),
    [],
  );
  const push = useCallback(
    (tone: Toast["tone"], text: string) => {
      const id = ++nextId;
      setToasts((all) =>
        [...all.filter((t) => t.text !== text), { id, tone, text }].slice(-MAX_TOASTS),
      );
      if (tone === "success") setTimeout(() => dismiss(id), 5000);
    },
    [dismiss],
  );
  const api = useMemo<Toaster>(
    () => ({ success: (t) => push("success", t), error: (t) => push("error", t) }),
    [push],
  );
  return (
    <ToasterContext.Provider value={api}>
      {children}
      <div className="fixed right-4 bottom-4 z-50 flex w-96 flex-col gap-2">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === "error" ? "alert" : "status"}
            className={cn(
              "flex items-start gap-3 rounded-md px-4 py-3 text-sm shadow-lg ring-1",
              toast.tone === "error"
                ? "bg-red-50 text-red-900 ring-red-200"
                : "bg-emerald-50 text-emerald-900 ring-emerald-200",
            )}
          >
            <p className="flex-1">{toast.text}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="text-xs font-medium underline"
            >
              Dismiss
            </button>
          </div>
        ))}
      </div>
    </ToasterContext.Provider>
  );
}

export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error("useToaster needs a ToasterProvider");
  return toaster;
}
