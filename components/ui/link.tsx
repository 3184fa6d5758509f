"use client";

import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

export { useLinkStatus } from "next/link";

/**
 * The console's link: Next's, prefetching its page when the user shows they may follow it
 * (the pointer over it, focus on it, a touch), not when it scrolls into view.
 *
 * Next prefetches every link in the viewport. Every console page is dynamic and signed in, so
 * each prefetch is work for the server: the proxy authenticates it and the server renders the
 * route. The navigation's 14 links alone made 28 requests on each page load (two a link), and a
 * list's rows add theirs, for pages the user mostly never opens (docs/performance.md, Part 6).
 * This is Next's own pattern for it (prefetch off until hovered). A link given `prefetch` keeps
 * that choice.
 */
export function Link({
  prefetch,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: ComponentProps<typeof NextLink>) {
  const [intended, setIntended] = useState(false);
  return (
    <NextLink
      {...rest}
      // null is Next's default ("auto").
      prefetch={prefetch !== undefined ? prefetch : intended ? null : false}
      onMouseEnter={(event) => {
        setIntended(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntended(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntended(true);
        onTouchStart?.(event);
      }}
    />
  );
}
