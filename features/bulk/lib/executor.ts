import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { isCamsError } from "@/lib/cams/client/errors";
import { isActionRefusal } from "@/lib/console/actions/define-action";
import { audit } from "@/lib/console/audit";
import { can } from "@/lib/console/auth/permissions";
import { findUserById } from "@/lib/console/auth/users";
import { camsClient } from "@/lib/console/cams-client";
import type { Db } from "@/lib/db";
import type { bulkBatches, bulkRows } from "@/lib/db/schema";
import type { AnyBulkKind, BulkRowContext } from "./kinds";
import { bulkKind } from "./registry";
import { claimBatch, finishBatch, nextRows, renewLease, setRow } from "./store";

type Batch = typeof bulkBatches.$inferSelect;
type Row = typeof bulkRows.$inferSelect;

/**
 * Rows sent per second at most: the provider's quota is shared with the console's people. Set
 * BULK_ROWS_PER_SECOND to change it.
 */
const rowPause = () => 1000 / Math.max(1, Number(process.env.BULK_ROWS_PER_SECOND || 20));
/**
 * Tries of a row the provider answered 429 or 503 (it did nothing), waiting twice as long each
 * time from BULK_BACKOFF_MS (250 by default), at most 8 s.
 */
const BUSY_TRIES = 5;
const busyPause = (attempt: number) =>
  Math.min(8000, Number(process.env.BULK_BACKOFF_MS || 250) * 2 ** attempt);

/**
 * Runs every confirmed batch no live server holds, one after another, for `holder`. Run on every
 * server: periodically, and at once when a batch is confirmed.
 */
export async function runDueBatches(db: Db, holder: string) {
  for (;;) {
    const batch = await claimBatch(db, holder);
    if (!batch) return;
    await runBatch(db, batch, holder);
  }
}

/** How often a running batch renews its lease, looks for a cancel, and reads its maker again. */
const CHECK_EVERY_MS = 1000;
/** Rows read at once, in file order; each still runs one at a time. */
const ROWS_AT_ONCE = 50;

/**
 * A batch's rows in file order, one at a time. At most a second apart (and before the first
 * row) the lease is renewed, a server that lost it (it stalled past the lease and another took
 * over) stops, a cancel is seen, and the maker's permission is read as it is now: a row is
 * never sent more than a second after its maker lost the right to it.
 */
async function runBatch(db: Db, batch: Batch, holder: string) {
  const definition = bulkKind(batch.kind);
  const client = camsClient();
  const actor = { id: batch.makerId, email: batch.makerEmail };
  const target = { type: "bulk_batch", id: batch.id };
  let checkedAt = Number.NEGATIVE_INFINITY;
  let makerMay = false;
  /** False when this server must stop: it lost the lease, or the batch was cancelled. */
  const check = async () => {
    const lease = await renewLease(db, batch.id, holder);
    if (!lease) return false;
    if (lease.cancelRequestedAt) {
      await finishBatch(db, batch.id, "cancelled");
      await audit(db, { actor, action: "bulk.batch.cancelled", target, outcome: "success" });
      return false;
    }
    const maker = await findUserById(db, batch.makerId);
    makerMay = Boolean(maker && !maker.disabled && can(maker.role, definition.permission));
    checkedAt = performance.now();
    return true;
  };
  for (;;) {
    const rows = await nextRows(db, batch.id, ROWS_AT_ONCE);
    if (rows.length === 0) {
      if (!(await check())) return;
      await finishBatch(db, batch.id, "done");
      await audit(db, { actor, action: "bulk.batch.done", target, outcome: "success" });
      return;
    }
    for (const row of rows) {
      if (performance.now() - checkedAt >= CHECK_EVERY_MS && !(await check())) return;
      if (!makerMay) {
        await setRow(db, batch.id, row.rowNo, {
          status: "refused",
          errorCode: "FORBIDDEN",
          errorMessage: "The person who made this batch may no longer do this.",
          finishedAt: new Date(),
        });
        continue;
      }
      const outcome = await runRow(db, definition, row, {
        client,
        db,
        key: row.idempotencyKey,
        maker: actor,
      });
      await audit(db, {
        actor,
        action: outcome.action,
        target,
        outcome: outcome.status === "done" ? "success" : "failure",
        detail: `row ${row.rowNo}${outcome.status === "done" ? "" : `: ${outcome.status}`}`,
        after: outcome.after,
      });
      await sleep(rowPause());
    }
  }
}

type RowOutcome = { status: "done" | "refused" | "unknown"; action: string; after?: unknown };

/**
 * One row, sent at most once as far as the provider's answers allow: a row left running by a
 * server that died is looked up first (it may have happened); 429 and 503 are waited out; any
 * other 4xx is the provider's refusal, and the console's own refusal is one too; no answer, or
 * a 5xx, is looked up again, and left unknown if that cannot say.
 */
async function runRow(
  db: Db,
  definition: AnyBulkKind,
  row: Row,
  ctx: BulkRowContext,
): Promise<RowOutcome> {
  const finishAs =
    (action: string) => async (status: RowOutcome["status"], values: Partial<Row>) => {
      await setRow(db, row.batchId, row.rowNo, { status, finishedAt: new Date(), ...values });
      return { status, action, after: values.result ?? { error_code: values.errorCode } };
    };
  // Checked at upload; a stored input its kind's rules no longer take is refused, not thrown,
  // so the rest of the batch still runs.
  const parsed = definition.input.safeParse(row.input);
  if (!parsed.success)
    return finishAs(`bulk.${definition.kind}.row`)("refused", {
      errorCode: "VALIDATION",
      errorMessage: "This row no longer passes its checks: upload it again.",
    });
  const input = parsed.data;
  const finish = finishAs(definition.auditAction(input));
  const happened = () => definition.resolve(input, ctx).catch(() => null);
  if (row.status === "running" && (await happened()))
    return finish("done", { result: { resolved: "already done when the batch resumed" } });
  await setRow(db, row.batchId, row.rowNo, { status: "running" });
  for (let attempt = 1; ; attempt++) {
    try {
      const done = await definition.run(input, ctx);
      return finish("done", { result: { ...done.result, links: done.links } });
    } catch (error) {
      const status = isCamsError(error) ? error.httpStatus : 0;
      if ((status === 429 || status === 503) && attempt < BUSY_TRIES) {
        await sleep(busyPause(attempt));
        continue;
      }
      if (isCamsError(error) && status >= 400 && status < 500)
        return finish("refused", { errorCode: String(error.code), errorMessage: error.detail });
      if (isActionRefusal(error))
        return finish("refused", { errorCode: error.code, errorMessage: error.message });
      const known = await happened();
      if (known)
        return finish("done", { result: { resolved: "done, though its answer was lost" } });
      if (known === false && attempt < BUSY_TRIES) continue;
      return finish("unknown", {
        errorCode: isCamsError(error) ? String(error.code) : "NO_ANSWER",
        errorMessage:
          "The provider did not answer, and whether it happened could not be found out: check it before sending it again.",
      });
    }
  }
}
