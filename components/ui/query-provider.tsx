"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

/**
 * TanStack Query for what the console reads in the browser (paged transactions, a transfer's
 * status), one client for the signed-in console: the layout mounts it, so nothing cached
 * outlives the session's page tree or leaks between users on one browser.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // Server-rendered and prefetched pages stay good for a minute: paging back and forth
            // shows them at once instead of asking again.
            staleTime: 60_000,
            refetchOnWindowFocus: false,
            retry: 1,
          },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
