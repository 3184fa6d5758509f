/** How often an account's outgoing transfers are read again while one waits for its final status. */
export const TRANSFERS_POLL_SECONDS = 5;

/** The browser's cache key of an account's outgoing transfers, read again while one waits (follow-transfers.tsx). */
export const outgoingTransfersKey = (accountId: string) => ["outgoing-transfers", accountId];

/** The browser's cache key of a money movement's outcome, asked while it is being checked. */
export const movementCheckKey = (idempotencyKey: string) => ["money-movement", idempotencyKey];
