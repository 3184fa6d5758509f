"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

const loadBox = () => import("./search-box");

/** In the box's place, should its code not come (the network): said, not an error page. */
function SearchUnavailable() {
  return (
    <p role="alert" className="text-sm text-red-800">
      Search could not be loaded. Reload the page to search.
    </p>
  );
}

// The box's code (the combobox, its keys, the answer's rendering) comes after the page, once
// the browser is idle, or at once when the button is pointed at or focused: no page needs it to
// show, and it is ready before a person's first search.
const SearchBox = dynamic(
  () =>
    loadBox().then(
      (module) => module.SearchBox,
      () => SearchUnavailable,
    ),
  { ssr: false },
);

/** Runs `work` once the browser is idle (Safari, without requestIdleCallback: a second later). */
function whenIdle(work: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const idle = requestIdleCallback(work, { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(work, 1_000);
  return () => clearTimeout(timer);
}

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The header's search: a button, and ⌘K / Ctrl+K anywhere, open the search box. Each ask is
 * counted, so one made while the box's code is still on its way opens it once it arrives.
 */
export function GlobalSearch() {
  const [asked, setAsked] = useState(0);
  const ask = () => setAsked((count) => count + 1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setAsked((count) => count + 1);
      }
    };
    window.addEventListener("keydown", onKey);
    // A failed preload is tried again, and then said, when the box is asked for.
    const stopPreload = whenIdle(() => loadBox().catch(() => undefined));
    return () => {
      window.removeEventListener("keydown", onKey);
      stopPreload();
    };
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={ask}
        onPointerEnter={() => loadBox().catch(() => undefined)}
        onFocus={() => loadBox().catch(() => undefined)}
        aria-keyshortcuts="Control+K Meta+K"
        className={`mr-auto flex w-full max-w-sm items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-600 hover:border-slate-400 ${focusRing}`}
      >
        <span>Find customers, cards, IBANs…</span>
        <kbd className="rounded border border-slate-300 px-1.5 text-xs text-slate-600">Ctrl K</kbd>
      </button>
      {asked > 0 && <SearchBox asked={asked} />}
    </>
  );
}
