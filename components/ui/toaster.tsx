"use client";

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "./cn";

type ToastOptions = {
  /**
   * Asked once the message shows: true moves the keyboard's focus to it. For a step that may
   * have taken away the control that had focus (an ended session's row), which would leave
   * focus nowhere.
   */
  takeFocus?: () => boolean;
};
type Toast = { id: number; tone: "success" | "error"; text: string } & ToastOptions;
type Toaster = {
  success: (text: string, options?: ToastOptions) => void;
  error: (text: string) => void;
};

const ToasterContext = createContext<Toaster | null>(null);
let nextId = 0;

/** At most this many toasts show; a long editing session should not bury the form. */
const MAX_TOASTS = 3;
const SUCCESS_SHOWS_MS = 5000;

/**
 * Short messages after an action; errors stay until dismissed, successes fade 5 s after they
 * show. A repeated message replaces its earlier copy, and only the newest MAX_TOASTS stay.
 *
 * They sit in the page's flow, above it, never over it: a floating toast covered table headers
 * and histories. The live region is always there, so a screen reader hears each message as it
 * is added (an error as an alert). Pushed inside a transition (with a navigation or a refresh),
 * a message shows together with the page it speaks of.
 */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((t) => t.id !== id)),
    [],
  );
  const push = useCallback((tone: Toast["tone"], text: string, options: ToastOptions = {}) => {
    const id = ++nextId;
    setToasts((all) =>
      [...all.filter((t) => t.text !== text), { id, tone, text, ...options }].slice(-MAX_TOASTS),
    );
  }, []);
  const api = useMemo<Toaster>(
    () => ({
      success: (t, options) => push("success", t, options),
      error: (t) => push("error", t),
    }),
    [push],
  );
  return (
    <ToasterContext.Provider value={api}>
      <div
        aria-live="polite"
        data-testid="toasts"
        className="flex flex-col gap-2 [&:not(:empty)]:mb-4"
      >
        {toasts.map((toast) => (
          <ToastMessage key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
      </div>
      {children}
    </ToasterContext.Provider>
  );
}

/** One message; a success dismisses itself 5 s after it first shows. */
function ToastMessage({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { tone, takeFocus } = toast;
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const self = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus?.()) self.current?.focus();
  }, [takeFocus]);
  // A message that has the focus stays until focus leaves it: fading, it would take the focus
  // with it.
  useEffect(() => {
    const element = self.current;
    if (tone !== "success" || !element) return;
    let expired = false;
    const leaveWhenUnfocused = () => {
      if (expired && !element.contains(document.activeElement)) dismiss.current();
    };
    const timer = setTimeout(() => {
      expired = true;
      leaveWhenUnfocused();
    }, SUCCESS_SHOWS_MS);
    // focusout fires before focus lands elsewhere: look once it has.
    const onFocusOut = () => setTimeout(leaveWhenUnfocused);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [tone]);
  return (
    <div
      ref={self}
      // Focusable by script only (takeFocus), never a stop of the Tab key.
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-3 rounded-md px-4 py-3 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        tone === "error"
          ? "bg-red-50 text-red-900 ring-red-200"
          : "bg-emerald-50 text-emerald-900 ring-emerald-200",
      )}
    >
      <p className="flex-1">{toast.text}</p>
      <button type="button" onClick={onDismiss} className="text-xs font-medium underline">
        Dismiss
      </button>
    </div>
  );
}

export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error("useToaster needs a ToasterProvider");
  return toaster;
}
