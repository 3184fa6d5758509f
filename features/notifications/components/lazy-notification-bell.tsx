"use client";

import dynamic from "next/dynamic";
import { BellButton } from "./bell-button";

const StandIn = () => <BellButton unread={0} aria-disabled />;

/**
 * The bell as every console page loads it: its code (the feed's polling, and TanStack Query
 * with it, about 14 kB) comes after the page is up, since nothing of it is needed to show or
 * use the page; the bell's feed is read from the browser in any case. Meanwhile a stand-in bell,
 * marked unavailable, holds its place; should the code not come (the network), the stand-in
 * stays, rather than the page giving way to an error.
 */
export const LazyNotificationBell = dynamic(
  () =>
    import("./notification-bell").then(
      (module) => module.NotificationBell,
      () => StandIn,
    ),
  { ssr: false, loading: StandIn },
);
