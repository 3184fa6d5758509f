"use client";

import { useId } from "react";
import { FIND_MIN_LENGTH } from "@/lib/console/directory/search-text";
import { useCombobox } from "./use-combobox";
import type { SearchState } from "./use-search";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** What the box says under the field when there is no list to show. */
function statusText(search: SearchState, busy: boolean): string | null {
  // The list on screen answers older text: it stays, and the status says more is coming.
  if (busy) return "Searching…";
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
 * The header's search box: a modal with one combobox, opened at each new `asked` (GlobalSearch
 * counts the asks). Results are a listbox grouped by kind; arrow keys move, Enter opens, Escape
 * closes and focus goes back where it was.
 */
export function SearchBox({ asked }: { asked: number }) {
  const id = useId();
  const box = useCombobox(id, asked);
  const { search, answer, active } = box;
  const message = statusText(search, box.busy);

  let index = -1;
  return (
    <dialog
      {...box.dialog}
      aria-label="Search"
      className="mx-auto mt-[10vh] w-full max-w-xl rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      {box.open && (
        <div className="p-3">
          <label htmlFor={`${id}-input`} className="sr-only">
            Search
          </label>
          <input
            {...box.field}
            id={`${id}-input`}
            type="text"
            role="combobox"
            aria-expanded={box.expanded}
            aria-controls={`${id}-listbox`}
            aria-autocomplete="list"
            aria-describedby={`${id}-status`}
            aria-invalid={search.state === "too-big" || undefined}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            placeholder="Name, email, phone, IBAN, last four, id…"
            className={`w-full rounded-md border border-slate-300 px-3 py-2 text-sm ${focusRing}`}
          />
          <p id={`${id}-status`} role="status" className="px-1 pt-2 text-sm text-slate-600">
            {message}
          </p>
          {answer?.stale && (
            <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              The provider is not answering: these results come from the console's directory and may
              be out of date. Identification values cannot be searched just now.
            </p>
          )}
          <div
            id={`${id}-listbox`}
            role="listbox"
            aria-label="Results"
            aria-busy={box.busy}
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
                      id={box.optionId(mine)}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      onMouseMove={() => box.setActive(mine)}
                      onClick={() => box.choose(result)}
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
  );
}
