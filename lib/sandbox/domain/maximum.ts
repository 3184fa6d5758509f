import { ErrorCode, type KnownErrorCode } from "@/lib/cams";
import type { SandboxContext } from "../context";
import { SandboxError } from "../errors";
import { getProgrammeSettings } from "../tables/programme";
import type { BulkKind } from "./bulk";

// Where each per-customer maximum is set, and the code for going over it.
const maximums: Record<
  BulkKind,
  {
    limit: "max_accounts_per_customer" | "max_cards_per_customer";
    config: "maxAccountsPerCustomer" | "maxCardsPerCustomer";
    code: KnownErrorCode;
  }
> = {
  accounts: {
    limit: "max_accounts_per_customer",
    config: "maxAccountsPerCustomer",
    code: ErrorCode.MaxAccountsReached,
  },
  cards: {
    limit: "max_cards_per_customer",
    config: "maxCardsPerCustomer",
    code: ErrorCode.MaxCardsReached,
  },
};

/** The programme's limit when set (PUT /simulate/limits), else the sandbox's configured default. */
async function maximumPerCustomer(ctx: SandboxContext, kind: BulkKind): Promise<number> {
  const { limits } = await getProgrammeSettings(ctx.db);
  const { limit, config } = maximums[kind];
  return limits?.[limit] ?? ctx.config[config];
}

/**
 * 422 / 4224002 (accounts) or 4224003 (cards) when one more item would take the owner over the
 * maximum. Only sound while the owner's row is locked: otherwise two concurrent creates could
 * both count the same total.
 */
export async function assertRoomFor(
  ctx: SandboxContext,
  kind: BulkKind,
  held: number,
): Promise<void> {
  if (held >= (await maximumPerCustomer(ctx, kind))) {
    throw new SandboxError(maximums[kind].code);
  }
}
