"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A time of today or another day in the user's own locale and time zone ("10:42", or
 * "24 Nov, 10:42"). The server knows neither, so the text appears once in the browser.
 */
export function SavedTime({ at }: { at: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const date = new Date(at);
  const today = inBrowser && date.toDateString() === new Date().toDateString();
  const text = inBrowser
    ? new Intl.DateTimeFormat(undefined, {
        ...(today ? {} : { day: "numeric", month: "short" }),
        hour: "2-digit",
        minute: "2-digit",
      }).format(date)
    : "";
  return <time dateTime={at}>{text}</time>;
}
