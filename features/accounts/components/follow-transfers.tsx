"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { WithQueryClient } from "@/components/ui/with-query-client";
import { outgoingTransfersKey } from "../lib/query-keys";
import type { OutgoingTransfers as Transfers } from "../loaders/outgoing-transfers";

async function fetchTransfers(accountId: string): Promise<Transfers> {
  const response = await fetch(
    `/api/accounts/${encodeURIComponent(accountId)}/outgoing-transfers`,
    { cache: "no-store" },
  );
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    return { ok: false, message: body?.message ?? "The transfers could not be read again." };
  }
  return body as Transfers;
}

type Props = {
  accountId: string;
  /** The list on screen: what the page read, or this follower's last answer. */
  latest: Transfers;
  /** Hears each newer list. */
  onRead: (transfers: Transfers) => void;
  everyMs: number;
};

/**
 * Mounted while an outgoing transfer waits for its final status: reads the account's transfers
 * again every `everyMs` through TanStack Query, and hands each answer to the list, until none
 * waits. It renders nothing; the list (outgoing-transfers.tsx) shows what it reads.
 */
export function FollowTransfers(props: Props) {
  return (
    <WithQueryClient>
      <Follow {...props} />
    </WithQueryClient>
  );
}

function Follow({ accountId, latest, onRead, everyMs }: Props) {
  const queryClient = useQueryClient();
  const key = outgoingTransfersKey(accountId);
  // A page re-read (after a transfer is sent or simulated) brings a newer list than the cached
  // one. The same list handed back is kept as it is (TanStack keeps equal data unchanged).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is made from accountId
  useEffect(() => {
    queryClient.setQueryData(key, latest);
  }, [queryClient, accountId, latest]);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => fetchTransfers(accountId),
    initialData: latest,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.ok && query.state.data.waiting ? everyMs : false,
  });
  // Only a list that changed replaces the one on screen (whose open timelines stay open).
  useEffect(() => {
    if (data !== latest) onRead(data);
  }, [data, latest, onRead]);
  return null;
}
