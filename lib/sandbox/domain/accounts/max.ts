import { count } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { accounts } from "../../tables/ledger";
import { assertRoomFor } from "../maximum";
import { type AccountOwner, openAccountsOf } from "./owner";

/**
 * 422 / 4224002 when one more account would take the owner over the maximum; corporates share
 * the customers' maximum. Only sound while the owner's row is locked.
 */
export async function assertRoomForAccount(ctx: SandboxContext, owner: AccountOwner) {
  const [held] = await ctx.db
    .select({ total: count() })
    .from(accounts)
    .where(openAccountsOf(owner));
  await assertRoomFor(ctx, "accounts", held?.total ?? 0);
}
