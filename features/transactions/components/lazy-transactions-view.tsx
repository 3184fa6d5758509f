"use client";

import { type ComponentProps, lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { TransactionsSkeleton } from "./transactions-skeleton";
import type { TransactionsView } from "./transactions-view";

type Props = ComponentProps<typeof TransactionsView>;

// Whether the view's code has come and taken over the page, or failed to come (the network, or
// a deploy that replaced it).
let code: "pending" | "ready" | "failed" = "pending";
const listeners = new Set<() => void>();
const settle = (outcome: typeof code) => {
  code = outcome;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useCode = () =>
  useSyncExternalStore(
    subscribe,
    () => code,
    () => "pending" as const,
  );

// React.lazy, not next/dynamic: Next lists a next/dynamic module's scripts in the page's HTML,
// among the scripts the browser loads first. A lazy module is fetched once the page is up;
// meanwhile the server's HTML of the view stays on screen as it is, and React hydrates it when
// the code has come. Should it never come, the server's HTML stays, as a page without script:
// its page links and its filters' form still work (by full page loads), the drawer does not.
const View = lazy(() =>
  import("./transactions-view").then(
    ({ TransactionsView: Loaded }) => ({
      default: function Ready(props: Props) {
        // After the view's first commit: hydrated, its controls alive.
        useEffect(() => settle("ready"), []);
        return <Loaded {...props} />;
      },
    }),
    () => {
      settle("failed");
      return new Promise<never>(() => {});
    },
  ),
);

/**
 * The transactions view as its page loads it: the view's code (its filters, pager and drawer,
 * with TanStack Query and the URL's parsers, about 30 kB) comes after the page's first scripts.
 */
export function LazyTransactionsView(props: Props) {
  // The note is its own component: were this one to render again before the view's code has
  // come, React would drop the server's HTML for the fallback.
  return (
    <>
      <CodeState />
      <Suspense fallback={<Fallback />}>
        <View {...props} />
      </Suspense>
    </>
  );
}

/**
 * Says when the view's code did not come. The status region is always there, so that a screen
 * reader announces the words when they appear. Until the view is ready, a hidden mark tells the
 * end-to-end tests (e2e/fixtures.ts) that it cannot be used yet: a click there would be lost.
 */
function CodeState() {
  const state = useCode();
  return (
    <>
      {state === "pending" && <span hidden data-awaits-code />}
      <p role="status" className={state === "failed" ? "mb-3 text-sm text-amber-900" : undefined}>
        {state === "failed" &&
          "Part of this page did not load. Reload the page to use the transactions list."}
      </p>
    </>
  );
}

/**
 * What a page reached in the browser (not from the server) shows until the code comes: there is
 * no server HTML to keep then, so without the code there is no list, only the way back to one.
 */
function Fallback() {
  if (useCode() !== "failed") return <TransactionsSkeleton />;
  return (
    <Button variant="secondary" onClick={() => window.location.reload()}>
      Reload the page
    </Button>
  );
}
