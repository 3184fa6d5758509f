"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { saveOnboardingDraft } from "@/features/onboarding/actions/save-onboarding-draft";
import type { OnboardingDraft } from "@/features/onboarding/lib/draft";
import type { SavedDraft } from "@/features/onboarding/lib/saved-draft";
import type { StepId } from "@/features/onboarding/lib/steps";

/** How long typing pauses before the draft is saved. */
const TYPING_PAUSE_MS = 800;
/** When a save failed (no connection), it is tried again after this, or at the next change. */
const RETRY_MS = 5000;

/**
 * This tab's latest state of each draft it edited. A page restored by Back from the router's
 * cache carries the draft as it was first loaded; this copy is newer, so it wins.
 */
const recent = new Map<string, SavedDraft>();

/** The newer of the draft the server sent and this tab's own copy of it. */
export function latestKnown(id: string, sent: SavedDraft | null): SavedDraft | null {
  const mine = recent.get(id);
  if (!mine) return sent;
  return !sent || mine.savedAt >= sent.savedAt ? mine : sent;
}

export type DraftSaveState = {
  /** When the server last stored the draft (ISO). */
  savedAt: string | null;
  /** Input the server does not hold yet. */
  unsaved: boolean;
  problem: string | null;
};

/**
 * Saves the wizard's draft in the console database: a moment after typing stops, and at once
 * when the step reached changes (`saveNow`). One save at a time; a change made while one is on
 * its way is saved after it. `close` stops saving for good (the customer is being created);
 * `reopen` resumes after a refusal.
 */
export function useDraftAutosave<Submitted>(
  form: UseFormReturn<OnboardingDraft, unknown, Submitted>,
  { id, reached, savedAt }: { id: string; reached: StepId; savedAt: string | null },
) {
  const [state, setState] = useState<DraftSaveState>({ savedAt, unsaved: false, problem: null });
  const changes = useRef(0);
  const saved = useRef({ changes: 0, reached });
  const current = useRef({ id, reached, savedAt });
  current.current = { id, reached, savedAt: state.savedAt };
  const inFlight = useRef(false);
  const closed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const pending = useCallback(
    () =>
      changes.current !== saved.current.changes ||
      current.current.reached !== saved.current.reached,
    [],
  );

  const remember = useCallback(() => {
    const { id, reached, savedAt } = current.current;
    recent.set(id, { id, draft: form.getValues(), step: reached, savedAt: savedAt ?? "" });
  }, [form]);

  const saveNow = useCallback(async () => {
    clearTimeout(timer.current);
    if (closed.current || inFlight.current || !pending()) return;
    const version = changes.current;
    const { id, reached } = current.current;
    inFlight.current = true;
    const result = await saveOnboardingDraft({ id, step: reached, draft: form.getValues() }).catch(
      () => null,
    );
    inFlight.current = false;
    if (closed.current) return;
    if (result?.ok) {
      saved.current = { changes: version, reached };
      current.current.savedAt = result.data.savedAt;
      remember();
    }
    setState((before) => ({
      savedAt: result?.ok ? result.data.savedAt : before.savedAt,
      unsaved: pending(),
      problem: result?.ok
        ? null
        : (result?.message ?? "The console could not be reached. It tries again in a moment."),
    }));
    if (result?.ok) {
      if (pending()) void saveNow();
    } else timer.current = setTimeout(() => void saveNow(), RETRY_MS);
  }, [form, remember, pending]);

  // Every change to the form, typed or made by a button (a row added), counts.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (closed.current) return;
      changes.current += 1;
      remember();
      setState((before) => (before.unsaved ? before : { ...before, unsaved: true }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), TYPING_PAUSE_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, remember, saveNow]);

  // A new step reached is saved at once.
  useEffect(() => {
    current.current.reached = reached;
    void saveNow();
  }, [reached, saveNow]);

  // A wizard left inside the console (its page unmounts) sends what it has not saved yet; so
  // does a tab being hidden, which may be the last moment it runs.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === "hidden") void saveNow();
    };
    document.addEventListener("visibilitychange", flush);
    return () => {
      document.removeEventListener("visibilitychange", flush);
      clearTimeout(timer.current);
      if (!closed.current && !inFlight.current && pending()) {
        const { id, reached } = current.current;
        void saveOnboardingDraft({ id, step: reached, draft: form.getValues() });
      }
    };
  }, [form, saveNow, pending]);

  const close = useCallback(() => {
    closed.current = true;
    clearTimeout(timer.current);
    setState((before) => ({ ...before, unsaved: false }));
  }, []);

  const reopen = useCallback(() => {
    closed.current = false;
    setState((before) => ({ ...before, unsaved: pending() }));
  }, [pending]);

  const forget = useCallback(() => recent.delete(current.current.id), []);

  return { ...state, saveNow, close, reopen, forget };
}
