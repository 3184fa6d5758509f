"use client";

import { useState } from "react";

/**
 * An id one click away without showing it: the button copies it and says so. The id itself is
 * in the title, for the reader who wants to see it before copying.
 */
export function CopyIdButton({ id, noun }: { id: string; noun: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the id stays in the title.
      setCopied(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={copy}
        title={`${noun} id ${id}`}
        // The visible words start the name (axe's label-content rule); the noun says whose id.
        aria-label={`Copy id of the ${noun}`}
        data-copy-id={id}
        className="ml-1 rounded px-1 text-xs text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Copy id{copied && <span aria-hidden="true"> ✓</span>}
      </button>
      <span className="sr-only" role="status">
        {copied ? `The ${noun}'s id is copied` : ""}
      </span>
    </>
  );
}
