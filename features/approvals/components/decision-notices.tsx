"use client";

import { useEffect, useRef } from "react";
import { useToaster } from "@/components/ui/toaster";

/** Announces, once, how the user's own four-eyes requests ended (approved, rejected, expired). */
export function DecisionNotices({ notices }: { notices: { id: string; text: string }[] }) {
  const toaster = useToaster();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const notice of notices) {
      if (shown.current.has(notice.id)) continue;
      shown.current.add(notice.id);
      toaster.success(notice.text);
    }
  }, [notices, toaster]);
  return null;
}
