"use client";

import { useRouter } from "next/navigation";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { FIND_MIN_LENGTH } from "@/lib/console/directory/search-text";
import type { SearchResult } from "../lib/search-results";
import { type SearchState, useSearch } from "./use-search";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** What the box says under the field when there is no list to show. */
function statusText(search: SearchState): string | null {
  switch (search.state) {
    case "idle":
      return "Search by name, email, phone, IBAN, card last four, identification value or id.";
    case "short":
      return `Type at least ${FIND_MIN_LENGTH} characters`;
    case "too-big":
      return search.message;
    case "loading":
      return "Searching…";
    case "failed":
      return "Search is not available just now. Try again in a moment.";
    case "done":
      if (!search.answer.ok) return search.answer.message;
      return search.answer.groups.length === 0 ? "Nothing found." : null;
  }
}

/**
 * The header's search: a button (and ⌘K / Ctrl+K anywhere) opens a modal with one combobox.
 * Results are a listbox grouped by kind; arrow keys move, Enter opens, Escape closes and focus
 * goes back where it was.
 */
export function GlobalSearch() {
  const id = useId();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [chosen, setActive] = useState(0);
  const search = useSearch(open ? query : "");
  const answer = search.state === "done" && search.answer.ok ? search.answer : null;
  const results: SearchResult[] = answer?.groups.flatMap((group) => group.results) ?? [];
  const message = statusText(search);
  // A shorter new list never leaves the choice past its end.
  const active = Math.min(chosen, Math.max(0, results.length - 1));

  const show = () => {
    const element = dialog.current;
    if (element?.open) return input.current?.focus();
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setQuery("");
    setActive(0);
    setOpen(true);
    // Shown at once: reopened right after Escape, its close event may still be on its way.
    element?.showModal();
  };

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  const optionId = (index: number) => `${id}-option-${index}`;
  const openResult = (result: SearchResult | undefined) => {
    if (!result) return;
    opener.current = null;
    dialog.current?.close();
    router.push(result.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves && (event.key.startsWith("Arrow") || event.ctrlKey)) {
      event.preventDefault();
      const next = moves[event.key] ?? 0;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      event.preventDefault();
      openResult(results[active]);
    }
  };

  let index = -1;
  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-keyshortcuts="Control+K Meta+K"
        className={`mr-auto flex w-full max-w-sm items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-600 hover:border-slate-400 ${focusRing}`}
      >
        <span>Find customers, cards, IBANs…</span>
        <kbd className="rounded border border-slate-300 px-1.5 text-xs text-slate-600">Ctrl K</kbd>
      </button>
      <dialog
        ref={dialog}
        aria-label="Search"
        onClose={() => {
          // A close that arrives after the box was opened again is old news.
          if (dialog.current?.open) return;
          setOpen(false);
          setQuery("");
          if (opener.current?.isConnected) opener.current.focus();
        }}
        className="mx-auto mt-[10vh] w-full max-w-xl rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        {open && (
          <div className="p-3">
            <label htmlFor={`${id}-input`} className="sr-only">
              Search
            </label>
            <input
              ref={input}
              id={`${id}-input`}
              type="text"
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls={`${id}-listbox`}
              aria-autocomplete="list"
              aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
              aria-describedby={`${id}-status`}
              aria-invalid={search.state === "too-big" || undefined}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                // A new query's list starts at its first row.
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              placeholder="Name, email, phone, IBAN, last four, id…"
              className={`w-full rounded-md border border-slate-300 px-3 py-2 text-sm ${focusRing}`}
            />
            <p id={`${id}-status`} role="status" className="px-1 pt-2 text-sm text-slate-600">
              {message}
            </p>
            {answer?.stale && (
              <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                The provider is not answering: these results come from the console's directory and
                may be out of date. Identification values cannot be searched just now.
              </p>
            )}
            <div
              id={`${id}-listbox`}
              role="listbox"
              aria-label="Results"
              className="mt-2 max-h-[60vh] overflow-y-auto"
            >
              {answer?.groups.map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: ARIA's listbox groups its options with role=group, not a fieldset
                <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
                  <div
                    id={`${id}-${group.kind}`}
                    role="presentation"
                    className="px-2 pt-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
                  >
                    {group.label}
                  </div>
                  {group.results.map((result) => {
                    index += 1;
                    const mine = index;
                    const selected = mine === active;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (aria-activedescendant)
                      <div
                        key={`${result.kind}:${result.id}`}
                        id={optionId(mine)}
                        role="option"
                        aria-selected={selected}
                        tabIndex={-1}
                        onMouseMove={() => setActive(mine)}
                        onClick={() => openResult(result)}
                        className={`flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm ${selected ? "bg-brand-50 text-slate-900" : "text-slate-800"}`}
                      >
                        <span className="min-w-0">
                          <span className="block truncate font-medium">{result.title}</span>
                          {result.owner && (
                            <span className="block truncate text-xs text-slate-600">
                              {result.owner}
                            </span>
                          )}
                        </span>
                        {result.status && (
                          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                            {result.status}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
