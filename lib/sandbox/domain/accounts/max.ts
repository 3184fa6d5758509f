import { count } from "drizzle-orm";
import { ErrorCode } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { accounts } from "../../tables/ledger";
import { getProgrammeSettings } from "../../tables/programme";
import { type AccountOwner, openAccountsOf } from "./owner";

/** The programme's limit when set (PUT /simulate/limits), else the sandbox's configured default. */
export async function maxAccountsPerOwner(ctx: SandboxContext): Promise<number> {
  const { limits } = await getProgrammeSettings(ctx.db);
  return limits?.max_accounts_per_customer ?? ctx.config.maxAccountsPerCustomer;
}

/**
 * 422 / 4224002 when one more account would take the owner over the maximum. Only sound while
 * the owner's row is locked: otherwise two concurrent creates could both count the same total.
 */
export async function assertRoomForAccount(ctx: SandboxContext, owner: AccountOwner) {
  const max = await maxAccountsPerOwner(ctx);
  const [held] = await ctx.db
    .select({ total: count() })
    .from(accounts)
    .where(openAccountsOf(owner));
  if ((held?.total ?? 0) >= max) throw new SandboxError(ErrorCode.MaxAccountsReached);
}
