"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, use } from "react";
import { QueryClientHolderContext } from "./query-provider";

function consoleQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered and prefetched pages stay good for a minute: paging back and forth
        // shows them at once instead of asking again.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

/**
 * What a component that reads through TanStack Query is wrapped in: the console's one client,
 * made on first use and kept by the layout's QueryProvider, so every reader shares its cache.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const holder = use(QueryClientHolderContext);
  if (!holder) throw new Error("WithQueryClient needs the console's QueryProvider above it");
  holder.client ??= consoleQueryClient();
  return <QueryClientProvider client={holder.client}>{children}</QueryClientProvider>;
}
