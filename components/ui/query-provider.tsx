"use client";

import type { QueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useState } from "react";

/** Where the console's one query client is kept once a reader has made it. */
export type QueryClientHolder = { client?: QueryClient };

export const QueryClientHolderContext = createContext<QueryClientHolder | null>(null);

/**
 * One query client for the signed-in console (paged transactions, a transfer's status, the
 * bell): the layout mounts this holder, so nothing cached outlives the session's page tree or
 * leaks between users on one browser. It loads nothing of TanStack Query: the client is made by
 * the first reader that needs it (`WithQueryClient`), so pages that read nothing in the browser
 * at first, and the bell, whose code loads after the page, keep TanStack's 13 kB out of their
 * first load (docs/performance.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [holder] = useState<QueryClientHolder>(() => ({}));
  return <QueryClientHolderContext value={holder}>{children}</QueryClientHolderContext>;
}
