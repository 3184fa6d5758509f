"use server";

import { createHash } from "node:crypto";
import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { can } from "@/lib/console/auth/permissions";
import { camsClient } from "@/lib/console/cams-client";
import { retryFailedRowsInput } from "../lib/bulk-input";
import { checkRows } from "../lib/dry-run";
import { bulkKind } from "../lib/registry";
import { batchRows, createBatch, findBatch } from "../lib/store";
import { lookUpUnknown } from "../lib/unknown-rows";

/** The rows that did not end done: what "Retry failed rows" takes. */
const FAILED = ["refused", "unknown", "cancelled"] as const;

/**
 * "Retry failed rows": a finished batch's refused, unknown and cancelled rows, checked again as
 * a new draft under their own row numbers. An unknown row is looked up first (its kind's
 * resolve, as a form's movement in doubt is): found done, it is marked done and not sent again;
 * proven not done, it is retried; not yet known, it is left out until it is.
 */
export const retryFailedRows = defineAction({
  name: "bulk.retry",
  permission: "bulk.use",
  kind: "provider",
  schema: retryFailedRowsInput,
  target: (input) => ({ type: "bulk_batch", id: input.batch_id }),
  async run({ batch_id }, { db, user }) {
    const batch = await findBatch(db, batch_id);
    if (!batch) throw new ActionRefusal("NOT_FOUND", "There is no such batch.");
    const definition = bulkKind(batch.kind);
    if (!can(user.role, definition.permission))
      throw new ActionRefusal("FORBIDDEN", "Your role cannot run this kind of batch.");
    if (batch.status !== "done" && batch.status !== "cancelled")
      throw new ActionRefusal("NOT_FINISHED", "This batch has not finished yet.");
    const failed = await lookUpUnknown(
      db,
      batch,
      await batchRows(db, batch_id, { statuses: [...FAILED], all: true }),
    );
    const stillUnknown = failed.filter((row) => row.status === "unknown").length;
    const again = failed.filter((row) => row.status !== "unknown");
    if (again.length === 0)
      throw new ActionRefusal(
        "NOTHING_TO_RETRY",
        stillUnknown > 0
          ? `Whether ${stillUnknown === 1 ? "its unknown row" : `its ${stillUnknown} unknown rows`} happened is not known yet: try again in a few minutes.`
          : "Every row of this batch is done.",
      );
    const rows = await checkRows(definition, again, { client: camsClient(), db });
    const fingerprint = createHash("sha256")
      .update(JSON.stringify(again.map((row) => [row.rowNo, row.cells])))
      .digest("hex");
    const id = await createBatch(db, {
      kind: batch.kind,
      fileName: `${batch.fileName} (failed rows again)`.slice(0, 200),
      fileSha256: fingerprint,
      maker: user,
      rows,
    });
    return {
      data: { batch_id: id },
      target: { type: "bulk_batch", id },
      after: { from_batch: batch_id, rows: rows.length, still_unknown: stillUnknown },
    };
  },
});
