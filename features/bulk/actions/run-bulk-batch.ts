"use server";

import { after } from "next/server";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { can } from "@/lib/console/auth/permissions";
import { executorHolder } from "@/lib/console/background";
import { getDb } from "@/lib/db";
import { runBulkBatchInput } from "../lib/bulk-input";
import { runDueBatches } from "../lib/executor";
import { bulkKind } from "../lib/registry";
import { findBatch, queueBatch, rowCounts } from "../lib/store";

/**
 * Its maker confirms a dry run: the valid rows are queued (the invalid ones stay out), for the
 * file checked only. A server runs it in the background; this one starts at once.
 */
const confirmBulkBatch = defineAction({
  name: "bulk.run",
  permission: "bulk.use",
  kind: "console",
  schema: runBulkBatchInput,
  target: (input) => ({ type: "bulk_batch", id: input.batch_id }),
  async run({ batch_id, file_sha256 }, { db, user }) {
    const batch = await findBatch(db, batch_id);
    if (!batch) throw new ActionRefusal("NOT_FOUND", "There is no such batch.");
    if (!can(user.role, bulkKind(batch.kind).permission))
      throw new ActionRefusal("FORBIDDEN", "Your role cannot run this kind of batch.");
    if (batch.makerId !== user.id)
      throw new ActionRefusal(
        "NOT_MAKER",
        "Only the person who uploaded this file can run it: upload it yourself to run it.",
      );
    if (batch.fileSha256 !== file_sha256)
      throw new ActionRefusal(
        "FILE_CHANGED",
        "This is not the file that was checked: upload it again to check it.",
      );
    const counts = await rowCounts(db, batch_id);
    if (!counts.pending)
      throw new ActionRefusal(
        "NOTHING_TO_RUN",
        "No row of this file can run: fix the file and upload it again.",
      );
    if (!(await queueBatch(db, batch_id, user.id, file_sha256)))
      throw new ActionRefusal("NOT_DRAFT", "This batch was already confirmed or cancelled.");
    return {
      data: { rows: counts.pending },
      target: { type: "bulk_batch", id: batch_id },
      after: { rows: counts.pending, left_out: counts.invalid ?? 0 },
    };
  },
});

/**
 * The confirmation, then this server starts the work once the answer is sent (`after`), so the
 * page shows progress at once rather than at the periodic executor's next turn.
 */
export async function runBulkBatch(input: { batch_id: string; file_sha256: string }) {
  const result = await confirmBulkBatch(input);
  if (result.ok) {
    try {
      after(async () => runDueBatches(await getDb(), executorHolder()));
    } catch {
      // Outside a request (a script, a test): the periodic executor starts it.
    }
  }
  return result;
}
