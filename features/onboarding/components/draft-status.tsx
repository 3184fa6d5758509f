"use client";

import { SavedTime } from "./saved-time";
import type { DraftSaveState } from "./use-draft-autosave";

/** Whether the server holds what is on screen: "Draft saved 10:42", or why not. */
export function DraftStatus({ savedAt, unsaved, problem }: DraftSaveState) {
  if (problem)
    return <p className="text-sm font-medium text-red-700">Draft not saved: {problem}</p>;
  return (
    <p className="text-sm text-slate-600" data-testid="draft-status">
      {unsaved ? (
        "Saving the draft…"
      ) : savedAt ? (
        <>
          Draft saved <SavedTime at={savedAt} />
        </>
      ) : (
        "The draft is saved as you type, for 7 days."
      )}
    </p>
  );
}
