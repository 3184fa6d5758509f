"use client";

import { useState } from "react";
import type { GroupRules } from "../lib/explain";
import { SpendControlForm } from "./spend-control-form";

const ways = [
  {
    mode: "change",
    label: "Change some fields",
    help: "Only the fields you change are sent; every other field stays as the provider has it.",
  },
  {
    mode: "replace",
    label: "Replace the whole group",
    help: "Every field is set to what the form shows: an emptied list allows everything, a limit you remove is gone. The BIN cannot be changed.",
  },
] as const;

/** The two ways to update a group, explained, then the form for the chosen one. */
export function UpdateGroup({
  cardId,
  group,
}: {
  cardId: string;
  group: GroupRules & { id: string; is_enabled?: boolean };
}) {
  const [mode, setMode] = useState<"change" | "replace">("change");
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">How to update</legend>
        {ways.map((way) => (
          <div key={way.mode} className="flex items-start gap-2">
            <input
              type="radio"
              id={`way-${way.mode}`}
              name="way"
              className="mt-1 size-4"
              checked={mode === way.mode}
              onChange={() => setMode(way.mode)}
              aria-describedby={`way-${way.mode}-help`}
            />
            <div>
              <label htmlFor={`way-${way.mode}`} className="text-sm font-medium text-slate-900">
                {way.label}
              </label>
              <p id={`way-${way.mode}-help`} className="text-xs text-slate-600">
                {way.help}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <SpendControlForm key={mode} mode={mode} cardId={cardId} group={group} />
    </div>
  );
}
