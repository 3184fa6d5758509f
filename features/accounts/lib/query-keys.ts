/** The browser's cache key of an account's outgoing transfers: the list reads it, a simulation refreshes it. */
export const outgoingTransfersKey = (accountId: string) => ["outgoing-transfers", accountId];
