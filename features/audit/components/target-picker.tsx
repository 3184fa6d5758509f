"use client";

import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { useSearch } from "@/features/search";
import { FIND_MIN_LENGTH } from "@/lib/console/directory/search-text";

type Option = { value: string; label: string; group: string };
type Person = { name: string; email: string };

/**
 * The audit filter's target: a combobox that finds a customer, corporate, account or card
 * through the global search, or a person of the team, and puts its `kind:id` in the form's
 * `target` field. Arrow keys move, Enter chooses (without sending the form), Escape shuts the
 * list; typing again drops the choice.
 */
export function TargetPicker({
  defaultValue,
  defaultLabel,
  people,
  error,
}: {
  defaultValue: string | null;
  defaultLabel: string | null;
  people: readonly Person[];
  error?: string;
}) {
  const [chosen, setChosen] = useState(
    defaultValue ? { value: defaultValue, label: defaultLabel ?? defaultValue } : null,
  );
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Words typed but no choice made: the form is not sent, and the field says why.
  const [unchosen, setUnchosen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = field.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (chosen || query.trim() === "") return;
      event.preventDefault();
      setUnchosen(true);
      field.current?.focus();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [chosen, query]);
  const search = useSearch(open ? query : "");
  const options = targetOptions(search, query, people);
  const status =
    !open || query.trim() === ""
      ? null
      : query.trim().length < FIND_MIN_LENGTH
        ? `Type at least ${FIND_MIN_LENGTH} characters`
        : search.state === "loading"
          ? "Searching…"
          : search.state === "failed"
            ? "Search is not available just now. Try again in a moment."
            : search.state === "done" && options.length === 0
              ? "Nothing found."
              : null;

  const choose = (option: Option | undefined) => {
    if (!option) return;
    setChosen({ value: option.value, label: option.label });
    setQuery("");
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      return setOpen(false);
    }
    if (!open || options.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % options.length,
      ArrowUp: (active - 1 + options.length) % options.length,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(options[Math.min(active, options.length - 1)]);
    }
  };

  const listId = "target-options";
  const expanded = open && options.length > 0;
  return (
    <FilterField
      name="target"
      label="About"
      hint="A customer, corporate, account, card or person"
      error={unchosen ? "Choose one from the list, or empty this field." : error}
      className="relative w-72"
      control={(wiring) => (
        <>
          <Input
            ref={field}
            id={wiring.id}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
            aria-invalid={wiring["aria-invalid"]}
            aria-describedby={[wiring["aria-describedby"], status ? "target-status" : null]
              .filter(Boolean)
              .join(" ")}
            autoComplete="off"
            spellCheck={false}
            placeholder="Anything"
            value={chosen ? chosen.label : query}
            onChange={(event) => {
              setUnchosen(false);
              setChosen(null);
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          {/* Only a choice is sent: the words typed are not a target. */}
          {chosen && <input type="hidden" name={wiring.name} value={chosen.value} />}
          {status && (
            <p id="target-status" role="status" className="text-xs text-slate-600">
              {status}
            </p>
          )}
          {expanded && (
            <div
              id={listId}
              role="listbox"
              aria-label="Targets found"
              className="absolute top-full z-10 mt-1 max-h-72 w-max min-w-full max-w-md overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200"
            >
              {options.map((option, index) => (
                <div
                  key={option.value}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  // Chosen before the field's blur shuts the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                  onMouseMove={() => setActive(index)}
                  className={`cursor-pointer rounded px-2 py-1.5 text-sm ${index === active ? "bg-brand-50 text-slate-900" : "text-slate-800"}`}
                >
                  <span className="block truncate">{option.label}</span>
                  <span className="block text-xs text-slate-600">{option.group}</span>
                </div>
              ))}
            </div>
          )}
        </>
      )}
    />
  );
}

/** The search's finds, then the people whose name or email holds the text. */
function targetOptions(
  search: ReturnType<typeof useSearch>,
  query: string,
  people: readonly Person[],
): Option[] {
  const text = query.trim().toLowerCase();
  if (text.length < FIND_MIN_LENGTH) return [];
  const found =
    search.state === "done" && search.answer.ok
      ? search.answer.groups.flatMap((group) =>
          group.results.map((result) => ({
            value: `${result.kind}:${result.id}`,
            label: result.owner ? `${result.title} · ${result.owner}` : result.title,
            group: group.label,
          })),
        )
      : [];
  const team = people
    .filter((p) => p.name.toLowerCase().includes(text) || p.email.includes(text))
    .map((p) => ({ value: `user:${p.email}`, label: `${p.name} (${p.email})`, group: "People" }));
  return [...found, ...team];
}
