import "server-only";
import { resourceId } from "@/lib/cams";
import { z } from "@/lib/cams/zod";
import { defineAction } from "@/lib/console/actions/define-action";
import type { Permission } from "@/lib/console/auth/permissions";
import { recordSeenQuietly, type SeenEntry } from "@/lib/console/directory";
import type { Positioned } from "./bulk-outcome";
import {
  discardPending,
  type PendingProductKind,
  sendItems,
  takePending,
} from "./pending-products";

/**
 * The two kinds of item a customer is given after onboarding, POST /customers/{id}/accounts
 * and …/cards: they differ only in the permission, the call and the list their answer holds.
 */
type ProductKind<Item, Created extends Positioned> = {
  kind: PendingProductKind;
  permission: Permission;
  items: z.ZodType<Item[]>;
  create: (customer_id: string, items: Item[]) => Promise<Created[]>;
  /** What the directory keeps of a created item, so search finds it at once. */
  seen: (customer_id: string, created: Created) => SeenEntry;
};

const idOf = (created: Positioned) =>
  (created as { account_id?: string; card_id?: string }).account_id ??
  (created as { card_id?: string }).card_id;

/** Sends new items; those the provider does not create (a 206) are kept for a later retry. */
export function createItemsAction<Item, Created extends Positioned>(
  name: string,
  def: ProductKind<Item, Created>,
) {
  return defineAction({
    name,
    permission: def.permission,
    kind: "provider",
    schema: z.strictObject({ customer_id: resourceId, items: def.items }),
    async run({ customer_id, items }, { db, user }) {
      const answer = await sendItems(
        db,
        { customerId: customer_id, kind: def.kind, items, userId: user.id },
        () => def.create(customer_id, items),
      );
      await recordSeenQuietly(
        db,
        answer.created.map((created) => def.seen(customer_id, created)),
      );
      return {
        data: answer,
        target: { type: "customer", id: customer_id },
        after: { requested: items.length, created: answer.created.map(idOf) },
      };
    },
  });
}

const pendingIds = z.array(z.int().positive()).min(1).max(50);

/** Sends kept items again, as they were first asked for; a created one is no longer kept. */
export function retryPendingAction<Item, Created extends Positioned>(
  name: string,
  def: ProductKind<Item, Created>,
) {
  return defineAction({
    name,
    permission: def.permission,
    kind: "provider",
    schema: z.strictObject({ customer_id: resourceId, ids: pendingIds }),
    async run({ customer_id, ids }, { db, user }) {
      const kept = await takePending(db, customer_id, def.kind, ids);
      // What was kept passed these rules when it was first sent; read back, it is checked again.
      const items = def.items.parse(kept.map((row) => row.item));
      const answer = await sendItems(
        db,
        { customerId: customer_id, kind: def.kind, items, pendingIds: ids, userId: user.id },
        () => def.create(customer_id, items),
      );
      await recordSeenQuietly(
        db,
        answer.created.map((created) => def.seen(customer_id, created)),
      );
      return {
        data: answer,
        target: { type: "customer", id: customer_id },
        after: { retried: ids, created: answer.created.map(idOf) },
      };
    },
  });
}

/** Gives up on a kept item: it is no longer offered for a retry. */
export function discardPendingAction(
  name: string,
  def: { kind: PendingProductKind; permission: Permission },
) {
  return defineAction({
    name,
    permission: def.permission,
    kind: "console",
    schema: z.strictObject({ customer_id: resourceId, id: z.int().positive() }),
    async run({ customer_id, id }, { db }) {
      const item = await discardPending(db, customer_id, def.kind, id);
      return {
        data: { id },
        target: { type: "customer", id: customer_id },
        before: { kind: def.kind, item },
      };
    },
  });
}
