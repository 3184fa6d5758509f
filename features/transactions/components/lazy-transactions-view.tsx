"use client";

import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from "react";
import { TransactionsSkeleton } from "./transactions-skeleton";
import type { TransactionsView } from "./transactions-view";

// Whether the view's code has come, or failed to (the network, or a deploy that replaced it).
let code: "pending" | "loaded" | "failed" = "pending";
const listeners = new Set<() => void>();
const settle = (outcome: typeof code) => {
  code = outcome;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// React.lazy, not next/dynamic: Next lists a next/dynamic module's scripts in the page's HTML,
// among the scripts the browser loads first. A lazy module is fetched once the page is up;
// meanwhile the server's HTML of the view stays on screen as it is, and React hydrates it when
// the code has come. Should it never come, the server's HTML stays, as a page without script:
// its page links and its filters' form still work (by full page loads), the drawer does not.
const View = lazy(() =>
  import("./transactions-view").then(
    (module) => {
      settle("loaded");
      return { default: module.TransactionsView };
    },
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
export function LazyTransactionsView(props: ComponentProps<typeof TransactionsView>) {
  // The note is its own component: were this one to render again before the view's code has
  // come, React would drop the server's HTML for the skeleton.
  return (
    <>
      <CodeState />
      <Suspense fallback={<TransactionsSkeleton />}>
        <View {...props} />
      </Suspense>
    </>
  );
}

/**
 * Says when the view's code did not come. Until it has come, a hidden mark tells the end-to-end
 * tests (e2e/fixtures.ts) that the view cannot be used yet: a click there would be lost.
 */
function CodeState() {
  const state = useSyncExternalStore(
    subscribe,
    () => code,
    () => "pending" as const,
  );
  if (state === "pending") return <span hidden data-awaits-code />;
  if (state === "loaded") return null;
  return (
    <p role="status" className="mb-3 text-sm text-amber-900">
      Part of this page did not load: rows cannot be opened here. Reload the page to try again.
    </p>
  );
}
