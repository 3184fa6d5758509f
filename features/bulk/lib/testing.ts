// Helpers for the bulk tests: a batch's rows, and a file checked as a batch of one kind.
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { type BulkKind, bulkBatches, bulkRows } from "@/lib/db/schema";
import { uploadBulkFile } from "../actions/upload-bulk-file";

/** A batch's rows in file order, as stored. */
export const rowsOf = (db: Db, batchId: string) =>
  db.select().from(bulkRows).where(eq(bulkRows.batchId, batchId)).orderBy(bulkRows.rowNo);

/** The file checked as a batch of `kind` by whoever is signed in: the draft batch, as stored. */
export async function checkedBatch(db: Db, kind: BulkKind, file: File) {
  const result = await uploadBulkFile({ kind, file });
  if (!result.ok) throw new Error(result.message);
  const [batch] = await db
    .select()
    .from(bulkBatches)
    .where(eq(bulkBatches.id, result.data.batch_id));
  return batch!;
}

/** The batch's lease lapsed, as when its server died: the next server to ask takes it over. */
export async function lapseLease(db: Db, batchId: string) {
  await db
    .update(bulkBatches)
    .set({ leaseUntil: new Date(Date.now() - 1000) })
    .where(eq(bulkBatches.id, batchId));
}
