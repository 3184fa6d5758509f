"use client";

import { useEffect, useState } from "react";
import { FIND_MIN_LENGTH, searchTextProblem } from "@/lib/console/directory/search-text";
import type { SearchAnswer } from "../lib/search-results";

/** Quiet time after the last key before asking: one request per pause, not per letter. */
const DEBOUNCE_MS = 200;

export type SearchState =
  | { state: "idle" }
  | { state: "short" }
  | { state: "too-big"; message: string }
  | { state: "loading" }
  /** `query`: the text this answer is for, which the box may have moved on from. */
  | { state: "done"; answer: SearchAnswer; query: string }
  | { state: "failed" };

/**
 * Asks GET /api/search for the query once typing pauses; an older answer arriving late is
 * dropped (its request is aborted). Until the new answer comes, the last one stays on screen,
 * marked with the text it answers. A one-character query is not sent, nor one too big to
 * search (the server checks the same rule): the box says why.
 */
export function useSearch(query: string): SearchState {
  const [result, setResult] = useState<SearchState>({ state: "idle" });
  useEffect(() => {
    const text = query.trim();
    if (text.length === 0) return setResult({ state: "idle" });
    if (text.length < FIND_MIN_LENGTH) return setResult({ state: "short" });
    const tooBig = searchTextProblem(text);
    if (tooBig) return setResult({ state: "too-big", message: tooBig });
    setResult((current) => (current.state === "done" ? current : { state: "loading" }));
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(text)}`, {
          signal: controller.signal,
        });
        const answer = (await response.json()) as SearchAnswer | { message: string };
        if (!response.ok || !("ok" in answer)) {
          setResult({ state: "failed" });
          return;
        }
        setResult({ state: "done", answer, query: text });
      } catch (error) {
        if (!controller.signal.aborted) setResult({ state: "failed" });
        void error;
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return result;
}
