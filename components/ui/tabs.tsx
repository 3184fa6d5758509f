"use client";

import { type KeyboardEvent, useRef } from "react";
import { cn } from "./cn";

/**
 * A WAI-ARIA tab list: one tab in the Tab order (the selected one), the arrow keys move between
 * tabs and select them, Home and End go to the first and last. The panel is the caller's, with
 * id `panelId`, labelled by `tab-<selected>`.
 */
export function TabList<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  panelId,
}: {
  label: string;
  tabs: readonly (readonly [key: K, label: string])[];
  selected: K;
  onSelect: (key: K) => void;
  panelId: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex(([key]) => key === selected);
    const next = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const [key] = tabs[(next + tabs.length) % tabs.length] ?? [];
    if (!key) return;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mb-4 flex flex-wrap gap-1"
    >
      {tabs.map(([key, text]) => (
        <button
          key={key}
          ref={(element) => {
            if (element) refs.current.set(key, element);
            else refs.current.delete(key);
          }}
          type="button"
          role="tab"
          id={`tab-${key}`}
          aria-selected={selected === key}
          aria-controls={panelId}
          tabIndex={selected === key ? 0 : -1}
          onClick={() => onSelect(key)}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            selected === key
              ? "bg-slate-800 text-white ring-slate-800"
              : "bg-white text-slate-700 hover:bg-slate-50",
          )}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
