"use client";

import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useLocale } from "@/components/ui/locale";
import { TRANSFERS_POLL_SECONDS } from "../lib/query-keys";
import type { OutgoingTransfers as Transfers } from "../loaders/outgoing-transfers";
import type { FollowTransfers } from "./follow-transfers";
import type { TransfersView, TransfersViewProps } from "./transfers-view";

type Props = Omit<TransfersViewProps, "locale"> & {
  /** What the page read. */
  initial: Transfers;
  /** The same, rendered on the server (TransfersView). */
  children: ReactNode;
};

type Loaded = {
  View: typeof TransfersView;
  Follow: typeof FollowTransfers;
  /** The timelines the reader had open in the server's list when the browser's replaced it. */
  open: ReadonlySet<string>;
};

/**
 * The account's outgoing transfers, kept up to date. While one may still change, only this list
 * asks the console again every few seconds (the rest of the page stays as it is), and stops once
 * every transfer shown is final. The list is the server's until a transfer waits; then the code
 * that asks again (TanStack Query with it) and renders the list loads, after the page, and the
 * browser renders the list from there on, updating it in place (open timelines stay open).
 */
export function OutgoingTransfers({ initial, children, ...props }: Props) {
  const locale = useLocale();
  // What the follower read since the page's last read; a new read from the page (after a
  // transfer is sent or simulated) is newer than anything read before it.
  const [fresh, setFresh] = useState<{ base: Transfers; list: Transfers } | null>(null);
  const shown = fresh?.base === initial ? fresh.list : initial;
  const waiting = shown.ok && shown.waiting;
  // Each of the page's reads gets its own follower, so that nothing it cached or still has on
  // its way from an older read can come back as newer.
  const [reads, setReads] = useState({ initial, count: 0 });
  if (reads.initial !== initial) setReads({ initial, count: reads.count + 1 });

  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (!waiting || loaded || unavailable) return;
    Promise.all([import("./transfers-view"), import("./follow-transfers")]).then(
      ([view, follow]) => {
        const open = box.current?.querySelectorAll<HTMLElement>(
          "details[open][data-transaction-id]",
        );
        setLoaded({
          View: view.TransfersView,
          Follow: follow.FollowTransfers,
          open: new Set([...(open ?? [])].map((details) => details.dataset.transactionId ?? "")),
        });
      },
      () => setUnavailable(true),
    );
  }, [waiting, loaded, unavailable]);
  const onRead = useCallback((list: Transfers) => setFresh({ base: initial, list }), [initial]);

  return (
    <div ref={box}>
      {waiting && loaded && (
        <loaded.Follow
          key={reads.count}
          accountId={props.accountId}
          read={initial}
          readNumber={reads.count}
          onRead={onRead}
          everyMs={TRANSFERS_POLL_SECONDS * 1000}
        />
      )}
      {unavailable && (
        <p role="status" className="mb-2 text-xs text-amber-900">
          This list could not start checking for updates: reload the page to see newer statuses.
        </p>
      )}
      {loaded ? (
        <loaded.View {...props} data={shown} locale={locale} openTimelines={loaded.open} />
      ) : (
        children
      )}
    </div>
  );
}
