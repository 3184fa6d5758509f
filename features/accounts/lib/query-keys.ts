/** The browser's cache key of an account's outgoing transfers: the list reads it, a simulation refreshes it. */
export const outgoingTransfersKey = (accountId: string) => ["outgoing-transfers", accountId];

/** The browser's cache key of a money movement's outcome, asked while it is being checked. */
export const movementCheckKey = (idempotencyKey: string) => ["money-movement", idempotencyKey];
