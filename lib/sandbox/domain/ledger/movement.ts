import { ErrorCode, type ProcessingCodeType } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import { type Account, type Transaction, transactions } from "../../tables/ledger";
import { getProgrammeSettings } from "../../tables/programme";
import { postJournal, settlementAccountId } from "./journal";
import { type LimitDirection, limitRefusal } from "./limits";
import { customerBalanceMinor } from "./locks";
import { windowUsage } from "./usage";

/**
 * Refuses a movement the programme's limits or the account's funds do not allow. Limits come
 * first, funds last: a policy refusal stands whatever the balance. The account must be locked.
 */
export async function assertMovementAllowed(
  ctx: SandboxContext,
  account: Account,
  direction: LimitDirection,
  amountMinor: number,
): Promise<void> {
  const { limits } = await getProgrammeSettings(ctx.db);
  const load = direction === "load";
  const refusal = limitRefusal({
    limits,
    direction,
    amountMinor,
    currency: account.currency,
    usage: await windowUsage(ctx, account.id, direction),
    balanceAfterMinor: load ? account.balanceMinor + amountMinor : undefined,
    customerTotalAfterMinor:
      load && limits?.max_total_balance !== undefined
        ? (account.customerId
            ? await customerBalanceMinor(ctx, account.customerId, account.currency)
            : account.balanceMinor) + amountMinor
        : undefined,
  });
  if (refusal) throw new SandboxError(refusal);
  if (!load && account.balanceMinor < amountMinor)
    throw new SandboxError(ErrorCode.InsufficientFunds);
}

export type MovementDetails = {
  processingCodeType: ProcessingCodeType;
  transactionCode?: string | null;
  description?: string | null;
  endToEndId?: string | null;
  paymentStatus?: Transaction["paymentStatus"];
  counterparty?: unknown;
};

type Leg = {
  account: Account;
  direction: "credit" | "debit";
  amountMinor: number;
  details: MovementDetails;
};

/**
 * Posts legs as one balanced journal and records each leg as the account holder's transaction.
 * With one leg, the programme's settlement account in that currency is the other side.
 */
export async function bookLegs(ctx: SandboxContext, legs: Leg[]): Promise<Transaction[]> {
  const currency = legs[0]!.account.currency;
  const signed = legs.map((leg) => ({
    accountId: leg.account.id,
    amountMinor: leg.direction === "credit" ? leg.amountMinor : -leg.amountMinor,
  }));
  const rest = signed.reduce((sum, p) => sum + p.amountMinor, 0);
  const postings =
    rest === 0
      ? signed
      : [...signed, { accountId: await settlementAccountId(ctx, currency), amountMinor: -rest }];
  const { journalId, balances } = await postJournal(ctx, currency, postings);
  return ctx.db
    .insert(transactions)
    .values(
      legs.map((leg) => ({
        accountId: leg.account.id,
        journalId,
        direction: leg.direction,
        amountMinor: leg.amountMinor,
        currency,
        processingCodeType: leg.details.processingCodeType,
        transactionCode: leg.details.transactionCode ?? null,
        description: leg.details.description ?? null,
        endToEndId: leg.details.endToEndId ?? null,
        paymentStatus: leg.details.paymentStatus ?? null,
        counterparty: leg.details.counterparty ?? null,
        balanceAfterMinor: balances.get(leg.account.id) ?? null,
        createdAt: ctx.now,
      })),
    )
    .returning();
}
