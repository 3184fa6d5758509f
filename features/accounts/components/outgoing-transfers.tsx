"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocale } from "@/components/ui/locale";
import { TRANSFERS_POLL_SECONDS } from "../lib/query-keys";
import type { OutgoingTransfers as Transfers } from "../loaders/outgoing-transfers";
import type { TransfersView, TransfersViewProps } from "./transfers-view";

type Props = Omit<TransfersViewProps, "locale"> & {
  /** What the page read. */
  initial: Transfers;
  /** The same, rendered on the server (TransfersView). */
  children: ReactNode;
};

/**
 * The account's outgoing transfers, kept up to date. While one may still change, only this list
 * asks the console again every few seconds (the rest of the page stays as it is), and stops once
 * every transfer shown is final. Until something changes, the list is the server's; the code
 * that asks again (TanStack Query with it) and renders a newer list loads only while a transfer
 * waits, after the page.
 */
export function OutgoingTransfers({ initial, children, ...props }: Props) {
  const locale = useLocale();
  const [fresh, setFresh] = useState<Transfers | null>(null);
  // A newer list replaces the server's elements: the timelines open in them stay open.
  const box = useRef<HTMLDivElement>(null);
  const [openTimelines, setOpenTimelines] = useState<ReadonlySet<string>>(new Set());
  const read = (next: Transfers) => {
    const open = box.current?.querySelectorAll<HTMLElement>("details[open][data-transaction-id]");
    setOpenTimelines(new Set([...(open ?? [])].map((details) => details.dataset.transactionId!)));
    setFresh(next);
  };
  const [loaded, setLoaded] = useState<{
    View: typeof TransfersView;
    Follow: typeof import("./follow-transfers").FollowTransfers;
  } | null>(null);
  // A page re-read (after a transfer is sent or simulated) brings the server's newer list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read from the page is the cause
  useEffect(() => setFresh(null), [initial]);
  const shown = fresh ?? initial;
  const waiting = shown.ok && shown.waiting;
  useEffect(() => {
    if (!waiting || loaded) return;
    // Should the code not come (the network), the list stays as the page read it.
    Promise.all([import("./transfers-view"), import("./follow-transfers")]).then(
      ([view, follow]) => setLoaded({ View: view.TransfersView, Follow: follow.FollowTransfers }),
      () => undefined,
    );
  }, [waiting, loaded]);
  return (
    <div ref={box}>
      {waiting && loaded && (
        <loaded.Follow
          accountId={props.accountId}
          latest={shown}
          onRead={read}
          everyMs={TRANSFERS_POLL_SECONDS * 1000}
        />
      )}
      {fresh && loaded ? (
        <loaded.View {...props} data={fresh} locale={locale} openTimelines={openTimelines} />
      ) : (
        children
      )}
    </div>
  );
}
