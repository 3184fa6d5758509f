import { fileLike } from "@/components/ui/file-like";
import { z } from "@/lib/cams/zod";
import { bulkKinds } from "@/lib/db/schema/bulk-values";
import { BULK_MAX_BYTES } from "./csv-limits";

// What the bulk forms send: isomorphic, so the browser checks what the server actions check.

const batchId = z.uuid({ error: "Choose a batch from the list" });

/** A file to check as a batch of one kind: a dry run, nothing is sent. */
export const uploadBulkFileInput = z.strictObject({
  kind: z.enum(bulkKinds, { error: "Choose what the file does" }),
  file: fileLike("Choose the CSV file to check")
    .refine((file) => file.size > 0, "This file is empty: choose the file that holds the rows")
    .refine(
      (file) => file.size <= BULK_MAX_BYTES,
      "This file is larger than 5 MB, the most a batch takes",
    )
    .refine(
      (file) => file.name.trim().length > 0 && file.name.length <= 200,
      "The file's name must be 1 to 200 characters: rename it and choose it again",
    ),
});

/** Confirms a dry run as checked: the file's SHA-256 must still be the one checked. */
export const runBulkBatchInput = z.strictObject({
  batch_id: batchId,
  file_sha256: z.string().regex(/^[0-9a-f]{64}$/, "This batch's file is not the one checked"),
});

export const cancelBulkBatchInput = z.strictObject({ batch_id: batchId });

/** A finished batch whose refused, unknown and cancelled rows are checked again as a new one. */
export const retryFailedRowsInput = z.strictObject({ batch_id: batchId });
