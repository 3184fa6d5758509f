"use client";

import { useEffect, useState } from "react";
import { get, useFormContext } from "react-hook-form";
import { errorAt } from "@/components/ui/form-fields";
import type { OnboardingDraft } from "@/features/onboarding/lib/draft";

/**
 * A field's visible label by its id (the field's path), with the row it sits in: "Card 2:
 * City". A list's own message names the list by its `data-label`.
 */
function labelOf(path: string): string {
  const element = document.getElementById(path);
  const own =
    document.querySelector(`label[for="${CSS.escape(path)}"]`)?.textContent ??
    element?.dataset.label ??
    "A field of this step";
  const label = own.replace(/ \(optional\)$/, "");
  const row = element?.closest("fieldset")?.querySelector("legend")?.textContent;
  return row ? `${row}: ${label}` : label;
}

/** Read once the step's fields are on the page: the list may appear with them, in one render. */
function FieldLabel({ path }: { path: string }) {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => setLabel(labelOf(path)), [path]);
  return label ?? "…";
}

const isMissing = (value: unknown) =>
  value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Why the step cannot go on: each refused field by its label, as a link that focuses it, and
 * whether it is missing or needs correcting (its own message says how). A field put right
 * leaves the list; the list goes with the last one.
 */
export function StepProblems({ paths }: { paths: readonly string[] }) {
  const { formState, getValues } = useFormContext<OnboardingDraft>();
  const open = paths.filter((path) => errorAt(formState.errors, path));
  if (open.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      <p className="font-medium">This step cannot go on yet:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {open.map((path) => (
          <li key={path}>
            <a
              href={`#${path}`}
              className="font-medium underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(path)?.focus();
              }}
            >
              <FieldLabel path={path} />
            </a>{" "}
            {isMissing(get(getValues(), path)) ? "is missing" : "needs correcting"}
          </li>
        ))}
      </ul>
    </div>
  );
}
