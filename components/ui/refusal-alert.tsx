"use client";

import { useEffect, useRef } from "react";
import { ErrorCode } from "./provider-error";

/**
 * Why an action was refused, when the reason belongs to no one field: inline, where the user is
 * looking, and kept until dismissed (a toast would fade or be buried). A provider's code is a
 * detail under the sentence. Focus moves to it so a keyboard or screen-reader user hears it.
 */
export function RefusalAlert({
  message,
  code,
  onDismiss,
}: {
  message?: string;
  code?: string;
  onDismiss?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="col-span-full flex w-full items-start gap-3 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200 outline-none focus-visible:ring-2 focus-visible:ring-red-600"
    >
      <p className="flex-1">
        {message}
        <ErrorCode code={code} />
      </p>
      {onDismiss && (
        <button type="button" onClick={onDismiss} className="text-xs font-medium underline">
          Dismiss
        </button>
      )}
    </div>
  );
}
