"use client";

import { useQuery } from "@tanstack/react-query";
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
  /** The page's read this follower starts from, and which of the page's reads it is. */
  read: Transfers;
  readNumber: number;
  /** Hears each list read since, newer than `read`. */
  onRead: (transfers: Transfers) => void;
  everyMs: number;
};

/**
 * Mounted while an outgoing transfer waits for its final status: reads the account's transfers
 * again every `everyMs` through TanStack Query, and hands each answer to the list, until none
 * waits. It renders nothing; the list (outgoing-transfers.tsx) shows what it reads. Its cache
 * entry is its own read's and goes with it (gcTime 0), so a later follower starts from the
 * page's newer read, never from what an older one kept.
 */
export function FollowTransfers(props: Props) {
  return (
    <WithQueryClient>
      <Follow {...props} />
    </WithQueryClient>
  );
}

function Follow({ accountId, read, readNumber, onRead, everyMs }: Props) {
  const { data } = useQuery({
    queryKey: [...outgoingTransfersKey(accountId), readNumber],
    queryFn: () => fetchTransfers(accountId),
    initialData: read,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.data?.ok && query.state.data.waiting ? everyMs : false,
  });
  useEffect(() => {
    if (data !== read) onRead(data);
  }, [data, read, onRead]);
  return null;
}
