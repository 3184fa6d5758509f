"use client";

import dynamic from "next/dynamic";
import { BellButton } from "./bell-button";

/**
 * The bell as every console page loads it: its code (the feed's polling, and TanStack Query
 * with it, about 15 kB) comes after the page is up, since nothing of it is needed to show or
 * use the page; the bell's feed is read from the browser in any case. Meanwhile a stand-in bell
 * holds its place, marked unavailable so a click waits for the real one.
 */
export const LazyNotificationBell = dynamic(
  () => import("./notification-bell").then((module) => module.NotificationBell),
  { ssr: false, loading: () => <BellButton unread={0} aria-disabled /> },
);
