import "server-only";
import { camsClient } from "@/lib/console/cams-client";
import { settleBounded } from "@/lib/console/settle-bounded";
import type { Db } from "@/lib/db";
import { bulkKind } from "./registry";
import { type batchRows, type findBatch, setRow } from "./store";

type Batch = NonNullable<Awaited<ReturnType<typeof findBatch>>>;
type Row = Awaited<ReturnType<typeof batchRows>>[number];

/** Lookups at once: a batch the provider failed may have thousands of unknown rows. */
const LOOKUPS_AT_ONCE = 8;

/**
 * The unknown rows looked up: one found done is marked so (and dropped), one proven not done
 * becomes refused (to be retried), and one still not known (or whose lookup failed) stays
 * unknown.
 */
export async function lookUpUnknown(db: Db, batch: Batch, rows: Row[]): Promise<Row[]> {
  const definition = bulkKind(batch.kind);
  const ctx = (row: Row) => ({
    client: camsClient(),
    db,
    key: row.idempotencyKey,
    maker: { id: batch.makerId, email: batch.makerEmail },
  });
  const looked = await settleBounded(rows, LOOKUPS_AT_ONCE, async (row): Promise<Row | null> => {
    if (row.status !== "unknown") return row;
    const input = definition.input.safeParse(row.input);
    const happened = input.success
      ? await definition.resolve(input.data, ctx(row)).catch(() => null)
      : null;
    if (happened === null) return row;
    const status = happened ? "done" : "refused";
    await setRow(db, batch.id, row.rowNo, {
      status,
      ...(happened
        ? { result: { resolved: "found done when its batch was retried" }, errorMessage: null }
        : { errorMessage: "It did not happen: it is sent again with the failed rows." }),
    });
    return happened ? null : { ...row, status };
  });
  return looked.flatMap((result, i) =>
    result.status === "rejected" ? [rows[i]!] : result.value ? [result.value] : [],
  );
}
