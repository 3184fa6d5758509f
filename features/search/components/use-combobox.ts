"use client";

import { useRouter } from "next/navigation";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import type { SearchResult } from "../lib/search-results";
import { useSearch } from "./use-search";

/**
 * The global search's state machine: the modal open or shut, the text typed, the active option
 * of the results listbox and the keys that move it. Each new `asked` (the header's button, or
 * ⌘K / Ctrl+K anywhere) opens the box; arrow keys (and Ctrl+Home, Ctrl+End) move, Enter opens
 * the active result; on close, focus goes back to where it was, unless a result was opened.
 * `id` prefixes the options' element ids.
 */
export function useCombobox(id: string, asked: number) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const dialog = useModalDialog(open);
  const [query, setQuery] = useState("");
  // The chosen result by its address, not its row: when the answer to the last keys replaces
  // the one on screen, Enter still opens what was chosen, or the first row if it is gone.
  const [chosen, setChosen] = useState<string | null>(null);
  const search = useSearch(open ? query : "");
  const answer = search.state === "done" && search.answer.ok ? search.answer : null;
  const results: SearchResult[] = answer?.groups.flatMap((group) => group.results) ?? [];
  const active = Math.max(
    0,
    results.findIndex((result) => result.href === chosen),
  );
  const setActive = (index: number) => setChosen(results[index]?.href ?? null);

  const show = () => {
    const element = dialog.ref.current;
    if (element?.open) return input.current?.focus();
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setQuery("");
    setChosen(null);
    setOpen(true);
    // Shown at once: reopened right after Escape, its close event may still be on its way.
    element?.showModal();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new ask opens the box, and only that
  useEffect(() => {
    if (asked > 0) show();
  }, [asked]);

  const onClose = () => {
    // A close that arrives after the box was opened again is old news.
    if (dialog.ref.current?.open) return;
    setOpen(false);
    setQuery("");
    if (opener.current?.isConnected) opener.current.focus();
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const choose = (result: SearchResult | undefined) => {
    if (!result) return;
    opener.current = null;
    dialog.close();
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
      choose(results[active]);
    }
  };

  return {
    open,
    /** Whether the listbox has options to show. */
    expanded: results.length > 0,
    show,
    search,
    answer,
    /** The answer on screen is for text the box has since moved on from. */
    busy: search.state === "done" && search.query !== query.trim(),
    active,
    setActive,
    optionId,
    choose,
    dialog: { ref: dialog.ref, onClose },
    /** The combobox field's own props: its text, its keys and the active option it points at. */
    field: {
      ref: input,
      value: query,
      onChange: (event: { target: { value: string } }) => {
        setQuery(event.target.value);
        // A new query's list starts at its first row.
        setChosen(null);
      },
      onKeyDown,
      "aria-activedescendant": results.length > 0 ? optionId(active) : undefined,
    },
  };
}
