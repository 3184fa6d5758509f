import type { BadgeTone } from "@/components/ui/badge";
import type { BulkBatchStatus, BulkRowStatus } from "@/lib/db/schema/bulk-values";

/** A batch's status in words, and the tone its badge takes. */
export const batchStatusWords: Record<BulkBatchStatus, [string, BadgeTone]> = {
  draft: ["checked, not run", "info"],
  queued: ["waiting to start", "neutral"],
  running: ["running", "info"],
  done: ["finished", "good"],
  cancelled: ["cancelled", "warn"],
};

/** A row's status in words, and its badge's tone. */
export const rowStatusWords: Record<BulkRowStatus, [string, BadgeTone]> = {
  invalid: ["invalid: not sent", "bad"],
  pending: ["to run", "neutral"],
  running: ["running", "info"],
  done: ["done", "good"],
  refused: ["refused", "bad"],
  unknown: ["unknown: check it", "warn"],
  cancelled: ["cancelled: not sent", "warn"],
};
