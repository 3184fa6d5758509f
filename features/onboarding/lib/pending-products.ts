import "server-only";
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { isCamsError } from "@/lib/cams/client";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { explainProviderError } from "@/lib/console/actions/explain-provider-error";
import type { Db } from "@/lib/db";
import { type PendingProductKind, pendingProducts, users } from "@/lib/db/schema";
import { type ItemsAnswer, type Positioned, placeCreated } from "./bulk-outcome";

export type { PendingProductKind };

/** A 206 lists only what it created: of the rest, the provider says nothing. */
export const NO_REASON_GIVEN =
  "The provider did not create it and did not say why. Retry it: a refusal will show its reason here.";
export const NOT_CREATED_AGAIN =
  "The provider did not create it on the last retry either, and did not say why.";

type PendingProduct = {
  id: number;
  kind: PendingProductKind;
  item: unknown;
  reason: string;
  createdAt: Date;
  createdBy: string | null;
};

/** The customer's items not yet created, oldest first, with who asked for them. */
export async function pendingProductsOf(db: Db, customerId: string): Promise<PendingProduct[]> {
  return db
    .select({
      id: pendingProducts.id,
      kind: pendingProducts.kind,
      item: pendingProducts.item,
      reason: pendingProducts.reason,
      createdAt: pendingProducts.createdAt,
      createdBy: users.name,
    })
    .from(pendingProducts)
    .leftJoin(users, eq(users.id, pendingProducts.createdBy))
    .where(eq(pendingProducts.customerId, customerId))
    .orderBy(asc(pendingProducts.id));
}

/** Keeps items the provider did not create; their record ids, in the order given. */
async function rememberPending(
  db: Db,
  entry: { customerId: string; kind: PendingProductKind; items: unknown[]; userId: string },
): Promise<number[]> {
  if (entry.items.length === 0) return [];
  const rows = await db
    .insert(pendingProducts)
    .values(
      entry.items.map((item) => ({
        customerId: entry.customerId,
        kind: entry.kind,
        item,
        reason: NO_REASON_GIVEN,
        createdBy: entry.userId,
      })),
    )
    .returning({ id: pendingProducts.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const gone = () =>
  new ActionRefusal(
    "NOT_PENDING",
    "This item is no longer waiting to be created: it was created or discarded meanwhile. Reload the page.",
  );

/** A retry's claim older than this was abandoned (its process died mid-send): it may be taken. */
const CLAIM_MS = 2 * 60_000;

const busy = () =>
  new ActionRefusal(
    "PENDING_BUSY",
    "This item is being retried right now, from another tab or by someone else. Reload the page in a moment.",
  );

/**
 * Claims the customer's pending items of one kind for a retry, in the order asked, in one
 * statement: a second retry of the same item (another tab, another server) is refused instead
 * of sending it twice. An id of another customer or kind, or one already settled, is refused:
 * nothing is sent for it. The claim ends with the answer (settle, setReason, forget).
 */
export async function takePending(
  db: Db,
  customerId: string,
  kind: PendingProductKind,
  ids: readonly number[],
  now = new Date(),
): Promise<{ id: number; item: unknown }[]> {
  if (new Set(ids).size !== ids.length) throw gone();
  const rows = await db
    .update(pendingProducts)
    .set({ claimedAt: now })
    .where(
      and(
        eq(pendingProducts.customerId, customerId),
        eq(pendingProducts.kind, kind),
        inArray(pendingProducts.id, [...ids]),
        or(
          isNull(pendingProducts.claimedAt),
          lt(pendingProducts.claimedAt, new Date(now.getTime() - CLAIM_MS)),
        ),
      ),
    )
    .returning({ id: pendingProducts.id, item: pendingProducts.item });
  if (rows.length === ids.length) return ids.map((id) => rows.find((r) => r.id === id)!);
  // Not all could be claimed: release what was, and say why.
  await release(
    db,
    rows.map((r) => r.id),
  );
  const exists = await db
    .select({ id: pendingProducts.id })
    .from(pendingProducts)
    .where(
      and(
        eq(pendingProducts.customerId, customerId),
        eq(pendingProducts.kind, kind),
        inArray(pendingProducts.id, [...ids]),
      ),
    );
  throw exists.length === ids.length ? busy() : gone();
}

async function release(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(pendingProducts)
    .set({ claimedAt: null })
    .where(inArray(pendingProducts.id, [...ids]));
}

/** Drops the customer's pending item of this kind; refused when there is none by that id. */
export async function discardPending(
  db: Db,
  customerId: string,
  kind: PendingProductKind,
  id: number,
): Promise<unknown> {
  const [row] = await db
    .delete(pendingProducts)
    .where(
      and(
        eq(pendingProducts.id, id),
        eq(pendingProducts.customerId, customerId),
        eq(pendingProducts.kind, kind),
      ),
    )
    .returning({ item: pendingProducts.item });
  if (!row) throw gone();
  return row.item;
}

async function setReason(db: Db, ids: readonly number[], reason: string) {
  if (ids.length === 0) return;
  await db
    .update(pendingProducts)
    .set({ reason, claimedAt: null })
    .where(inArray(pendingProducts.id, [...ids]));
}

async function forget(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.delete(pendingProducts).where(inArray(pendingProducts.id, [...ids]));
}

/**
 * Sends items of one kind for a customer (POST /customers/{id}/accounts or /cards) and keeps
 * the console's record of what was not created in step with the answer:
 * - a fresh send (no `pendingIds`) that the provider answers 206 keeps each missing item;
 * - a retry of kept items forgets those created, and notes on the others why they are not;
 * - a refusal of the whole send is the refusal of every item: a fresh send keeps nothing (the
 *   form shows the reason and can send again), a retry notes the reason on each item.
 */
export async function sendItems<Created extends Positioned>(
  db: Db,
  send: {
    customerId: string;
    kind: PendingProductKind;
    items: unknown[];
    pendingIds?: readonly number[];
    userId: string;
  },
  create: () => Promise<Created[]>,
): Promise<ItemsAnswer<Created>> {
  const { pendingIds } = send;
  let created: Created[];
  try {
    created = await create();
  } catch (error) {
    if (pendingIds && isCamsError(error) && error.httpStatus < 500) {
      await setReason(db, pendingIds, await explainProviderError(db, error));
    }
    throw error;
  }
  const placed = placeCreated(send.items.length, created);
  if (pendingIds) {
    const missing = send.items.map((_, index) => index).filter((index) => !placed.has(index));
    // The provider has answered: what it created exists whatever happens to this record, so a
    // failure here is logged, never reported as a failed creation.
    await afterAnswer("retry", async () => {
      await forget(
        db,
        pendingIds.filter((_, index) => placed.has(index)),
      );
      await setReason(
        db,
        missing.map((index) => pendingIds[index]!),
        NOT_CREATED_AGAIN,
      );
    });
    return {
      created,
      pending: send.items.map((_, index) =>
        placed.has(index) ? null : (pendingIds[index] ?? null),
      ),
    };
  }
  const pending = await afterAnswer("keep", () => keepMissing(db, send, created));
  return { created, pending: pending ?? send.items.map(() => null) };
}

/** Console bookkeeping after the provider created something: logged if it fails, never thrown. */
export async function afterAnswer<T>(what: string, write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    console.error(`[onboarding] ${what}: the console's record was not updated`, error);
    return null;
  }
}

/**
 * Keeps the items of a fresh send that the provider's answer does not list as created; the
 * record of each item in the order sent (null for a created one).
 */
export async function keepMissing(
  db: Db,
  send: { customerId: string; kind: PendingProductKind; items: unknown[]; userId: string },
  created: readonly Positioned[],
): Promise<(number | null)[]> {
  const placed = placeCreated(send.items.length, created);
  const missing = send.items.map((_, index) => index).filter((index) => !placed.has(index));
  const kept = await rememberPending(db, { ...send, items: missing.map((i) => send.items[i]) });
  const pending = send.items.map((): number | null => null);
  missing.forEach((index, order) => {
    pending[index] = kept[order] ?? null;
  });
  return pending;
}
