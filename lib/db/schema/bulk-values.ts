/**
 * Bulk work from a file: the kinds of batch and the statuses of a batch and of its rows, shared
 * by the tables' check constraints (drizzle/0055, 0056), the server and the pages. Free of drizzle so
 * browser code can import them.
 */
export const bulkKinds = ["onboarding", "card_actions", "money"] as const;
export type BulkKind = (typeof bulkKinds)[number];

/** draft (the dry run) → queued (confirmed) → running → done; cancelled from queued or running. */
export const bulkBatchStatuses = ["draft", "queued", "running", "done", "cancelled"] as const;
export type BulkBatchStatus = (typeof bulkBatchStatuses)[number];

/**
 * invalid: refused by the dry run, never sent. pending → running → done | refused (the
 * provider's answer) | unknown (no answer: it may or may not have happened); cancelled: not
 * started when the batch was cancelled.
 */
export const bulkRowStatuses = [
  "invalid",
  "pending",
  "running",
  "done",
  "refused",
  "unknown",
  "cancelled",
] as const;
export type BulkRowStatus = (typeof bulkRowStatuses)[number];
