import type { z } from "zod";
import {
  type accountCreateItem,
  type cardCreateItem,
  ErrorCode,
  type KnownErrorCode,
} from "@/lib/cams";
import type { SandboxContext } from "../context";
import { SandboxError } from "../errors";
import type { Customer } from "../tables/customers";
import { registry } from "./registry";

/** The item bodies of each bulk kind, as lib/cams validated them. */
export type BulkItems = {
  accounts: z.output<typeof accountCreateItem>;
  cards: z.output<typeof cardCreateItem>;
};
export type BulkKind = keyof BulkItems;

/** Creates one item and answers it as the response shows it; refuses with a SandboxError. */
export type ItemCreator<K extends BulkKind> = (
  ctx: SandboxContext,
  customer: Customer,
  item: BulkItems[K],
) => Promise<Record<string, unknown>>;

type CreatedItem = Record<string, unknown> & { request_position_index: number };
type FailedItem = { request_position_index: number; code: KnownErrorCode };
export type BulkResult = { created: CreatedItem[]; failed: FailedItem[] };

const itemCreators = registry<BulkKind, ItemCreator<never>>();

/** Sandbox II (accounts) and III (cards) plug in here. */
export function registerItemCreator<K extends BulkKind>(kind: K, creator: ItemCreator<K>) {
  return itemCreators.register(kind, creator as ItemCreator<never>);
}

/**
 * The customer's items of one kind, through the creator registered for it. Until the kind's
 * issue lands, the programme is not configured to issue it: every item fails with 4030002.
 */
export function createBulkItems<K extends BulkKind>(
  ctx: SandboxContext,
  customer: Customer,
  kind: K,
  items: readonly BulkItems[K][],
): Promise<BulkResult> {
  const creator = itemCreators.get(kind) as ItemCreator<K> | undefined;
  return createEach(ctx, items, (tx, item) => {
    if (!creator) throw new SandboxError(ErrorCode.ConfigurationInvalid);
    return creator(tx, customer, item);
  });
}

/**
 * Creates the items one by one, in request order (a card may need an account created just
 * before it). Each runs in its own savepoint, so a refused item leaves nothing behind and
 * does not take the others down; any other error is a bug and fails the whole request.
 * Owners other than customers (a corporate's accounts) use it directly.
 */
export async function createEach<T>(
  ctx: SandboxContext,
  items: readonly T[],
  create: (ctx: SandboxContext, item: T) => Promise<Record<string, unknown>>,
): Promise<BulkResult> {
  const result: BulkResult = { created: [], failed: [] };
  for (const [index, item] of items.entries()) {
    try {
      const created = await ctx.db.transaction((tx) => create({ ...ctx, db: tx }, item));
      result.created.push({ ...created, request_position_index: index });
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      result.failed.push({ request_position_index: index, code: error.code });
    }
  }
  return result;
}

/** True when every item was created (or none was asked for): 201 rather than 206. */
export function isComplete(...results: BulkResult[]): boolean {
  return results.every((result) => result.failed.length === 0);
}

/**
 * The status of a bulk create on its own (POST /customers/{id}/accounts and the like): 201 when
 * every item was created, 206 when some were; when none was, the request fails with the first
 * failure's code (spec: "Returns an error status when all fail").
 */
export function bulkStatus(result: BulkResult): 201 | 206 {
  const [first] = result.failed;
  if (!first) return 201;
  if (result.created.length === 0) throw new SandboxError(first.code);
  return 206;
}
