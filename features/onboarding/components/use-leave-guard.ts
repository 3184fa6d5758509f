"use client";

import { useEffect } from "react";

/**
 * While `active`, leaving the page asks first: closing or reloading the tab (the browser's own
 * question), and following a link inside the console (ours, before the router moves). A link
 * to a place on the same page, such as a field named in a step's problems, is not leaving.
 */
export function useLeaveGuard(active: boolean, question: string) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      // A new tab or window leaves nothing.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.download) return;
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      if (to.pathname === here.pathname && to.search === here.search && to.hash) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    // Capturing on window runs before the router's own click handling, and can stop it.
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    };
  }, [active, question]);
}
