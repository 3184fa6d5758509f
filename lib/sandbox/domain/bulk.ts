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

export type CreatedItem = Record<string, unknown> & { request_position_index: number };
export type FailedItem = { request_position_index: number; code: KnownErrorCode };
export type BulkResult = { created: CreatedItem[]; failed: FailedItem[] };

const itemCreators = registry<BulkKind, ItemCreator<never>>();

/** Sandbox II (accounts) and III (cards) plug in here. */
export function registerItemCreator<K extends BulkKind>(kind: K, creator: ItemCreator<K>) {
  return itemCreators.register(kind, creator as ItemCreator<never>);
}

/**
 * Creates the items one by one, in request order (a card may need an account created just
 * before it). Each runs in its own savepoint, so a refused item leaves nothing behind and
 * does not take the others down; any other error is a bug and fails the whole request.
 */
export async function createBulkItems<K extends BulkKind>(
  ctx: SandboxContext,
  customer: Customer,
  kind: K,
  items: readonly BulkItems[K][],
): Promise<BulkResult> {
  const creator = itemCreators.get(kind) as ItemCreator<K> | undefined;
  const result: BulkResult = { created: [], failed: [] };
  for (const [index, item] of items.entries()) {
    try {
      // Until the kind's issue lands, the programme is not configured to issue it.
      if (!creator) throw new SandboxError(ErrorCode.ConfigurationInvalid);
      const created = await ctx.db.transaction((tx) => creator({ ...ctx, db: tx }, customer, item));
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
