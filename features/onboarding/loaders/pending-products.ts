import "server-only";
import { can } from "@/lib/console/auth/permissions";
import type { ConsoleUser } from "@/lib/console/auth/session";
import type { Db } from "@/lib/db";
import { pendingProductsOf } from "../lib/pending-products";
import { customerAccounts, customerCards } from "../lib/product-kinds";

/**
 * The customer's items not yet created that this role may retry or discard: accounts for
 * customers.onboard, cards for cards.issue. Another role sees none of them (the actions refuse
 * it anyway).
 */
export async function pendingProductsFor(db: Db, user: ConsoleUser, customerId: string) {
  const allowed = new Set(
    [customerAccounts, customerCards]
      .filter((k) => can(user.role, k.permission))
      .map((k) => k.kind),
  );
  if (allowed.size === 0) return [];
  const rows = await pendingProductsOf(db, customerId);
  return rows.filter((row) => allowed.has(row.kind));
}

export type PendingProductsView = Awaited<ReturnType<typeof pendingProductsFor>>;
