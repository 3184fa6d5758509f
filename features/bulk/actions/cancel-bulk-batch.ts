"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { can } from "@/lib/console/auth/permissions";
import { cancelBulkBatchInput } from "../lib/bulk-input";
import { bulkKind } from "../lib/registry";
import { findBatch, requestCancel } from "../lib/store";

/**
 * Stops a batch: a draft at once; a queued or running one before its next row, the rows not
 * started ending as cancelled. Rows already done stay done.
 */
export const cancelBulkBatch = defineAction({
  name: "bulk.cancel",
  permission: "bulk.use",
  kind: "console",
  schema: cancelBulkBatchInput,
  target: (input) => ({ type: "bulk_batch", id: input.batch_id }),
  async run({ batch_id }, { db, user }) {
    const batch = await findBatch(db, batch_id);
    if (!batch) throw new ActionRefusal("NOT_FOUND", "There is no such batch.");
    if (!can(user.role, bulkKind(batch.kind).permission))
      throw new ActionRefusal("FORBIDDEN", "Your role cannot stop this kind of batch.");
    const cancelled = await requestCancel(db, batch_id);
    if (!cancelled) throw new ActionRefusal("FINISHED", "This batch has already finished.");
    return { data: { status: cancelled.status }, target: { type: "bulk_batch", id: batch_id } };
  },
});
