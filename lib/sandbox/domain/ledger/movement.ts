import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { ErrorCode } from "@/lib/cams";
import type { SandboxContext } from "../../context";
import { SandboxError } from "../../errors";
import {
  type Account,
  accounts,
  type Transaction,
  type TransactionProcessingCodeType,
  transactions,
} from "../../tables/ledger";
import type { ProgrammeLimits } from "../../tables/programme";
import { postJournal, settlementFor } from "./journal";
import { type LimitDirection, limitRefusal } from "./limits";
import { customerBalanceMinor } from "./locks";
import { limitsWindows, noUsage, usageAfter, windowUsage } from "./usage";

/** An account locked for a movement, with the programme's limits read under its lock. */
export type LockedAccount = { account: Account; limits: ProgrammeLimits | null };

/**
 * Refuses a movement the programme's limits or the account's funds do not allow. Limits come
 * first, funds last: a policy refusal stands whatever the balance. The account must be locked,
 * and `limits` read with it (lockAccounts).
 */
export async function assertMovementAllowed(
  ctx: SandboxContext,
  { account, limits }: LockedAccount,
  direction: LimitDirection,
  amountMinor: number,
): Promise<void> {
  const load = direction === "load";
  const refusal = limitRefusal({
    limits,
    direction,
    amountMinor,
    currency: account.currency,
    usage: limitsWindows(limits, direction) ? await windowUsage(ctx, account, direction) : noUsage,
    balanceAfterMinor: load ? account.balanceMinor + amountMinor : undefined,
    customerTotalAfterMinor:
      load && limits?.max_total_balance !== undefined
        ? (account.customerId
            ? await customerBalanceMinor(ctx, account.customerId, account.currency)
            : account.balanceMinor) + amountMinor
        : undefined,
  });
  if (refusal) throw new SandboxError(refusal);
  // Past 2^53 minor units a balance can no longer be counted exactly: the interface's own cap.
  if (load && !Number.isSafeInteger(account.balanceMinor + amountMinor))
    throw new SandboxError(ErrorCode.BalanceLimitExceeded);
  if (!load && account.balanceMinor < amountMinor)
    throw new SandboxError(ErrorCode.InsufficientFunds);
}

export type MovementDetails = {
  processingCodeType: TransactionProcessingCodeType;
  transactionCode?: string | null;
  description?: string | null;
  endToEndId?: string | null;
  paymentStatus?: Transaction["paymentStatus"];
  postingResponseCode?: string | null;
  counterparty?: unknown;
  cardId?: string;
  cardholderId?: string;
  cardAcceptorId?: string | null;
  reasonCode?: string;
};

type Leg = {
  account: Account;
  direction: "credit" | "debit";
  amountMinor: number;
  details: MovementDetails;
};

/**
 * Posts legs as one balanced journal and records each leg as the account holder's transaction.
 * With one leg, a settlement account of the programme in that currency is the other side. The
 * legs' accounts must be locked and read under the lock: their running totals move on from
 * what was read.
 */
export async function bookLegs(ctx: SandboxContext, legs: Leg[]): Promise<Transaction[]> {
  const currency = legs[0]!.account.currency;
  // Each leg's running totals move on from its account as read: one leg per account.
  if (new Set(legs.map((leg) => leg.account.id)).size !== legs.length) {
    throw new Error("a journal moves each account once");
  }
  const signed = [];
  for (const leg of legs) {
    signed.push({
      accountId: leg.account.id,
      amountMinor: leg.direction === "credit" ? leg.amountMinor : -leg.amountMinor,
      listed: { usage: await usageAfter(ctx, leg.account, leg.direction, leg.amountMinor) },
    });
  }
  const rest = signed.reduce((sum, p) => sum + p.amountMinor, 0);
  const postings =
    rest === 0
      ? signed
      : [
          ...signed,
          { accountId: settlementFor(ctx, currency, legs[0]!.account.id), amountMinor: -rest },
        ];
  const transactions = await postJournal(
    ctx,
    currency,
    postings,
    legs.map((leg) => ({
      accountId: leg.account.id,
      direction: leg.direction,
      amountMinor: leg.amountMinor,
      processingCodeType: leg.details.processingCodeType,
      transactionCode: leg.details.transactionCode,
      description: leg.details.description,
      endToEndId: leg.details.endToEndId,
      paymentStatus: leg.details.paymentStatus,
      postingResponseCode: leg.details.postingResponseCode,
      cardId: leg.details.cardId,
      cardholderId: leg.details.cardholderId,
      cardAcceptorId: leg.details.cardAcceptorId,
      counterparty: leg.details.counterparty,
    })),
  );
  // In the legs' order (one leg per account), whatever order the rows came back in.
  return legs.map((leg) => transactions.find((t) => t.accountId === leg.account.id)!);
}

/**
 * Records a movement that was refused after it reached the account: a declined card
 * authorization, a returned direct debit. It shows in the account's list with its response
 * code but posts nothing, so balances and limits are untouched.
 */
export async function recordDeclined(
  ctx: SandboxContext,
  account: Account,
  direction: "credit" | "debit",
  amountMinor: number,
  responseCode: string,
  details: MovementDetails & {
    cardId?: string;
    cardholderId?: string;
    cardAcceptorId?: string | null;
    reasonCode?: string;
  },
): Promise<Transaction> {
  const [row] = await ctx.db
    .insert(transactions)
    .values({
      accountId: account.id,
      journalId: randomUUID(),
      direction,
      amountMinor,
      currency: account.currency,
      status: "Declined",
      responseCode,
      processingCodeType: details.processingCodeType,
      description: details.description ?? null,
      paymentStatus: details.paymentStatus ?? null,
      reasonCode: details.reasonCode ?? null,
      counterparty: details.counterparty ?? null,
      cardId: details.cardId ?? null,
      cardholderId: details.cardholderId ?? null,
      cardAcceptorId: details.cardAcceptorId ?? null,
      balanceAfterMinor: account.balanceMinor,
      createdAt: ctx.now,
    })
    .returning();
  // Listed, so counted; declined, so no running total moves.
  await ctx.db
    .update(accounts)
    .set({ transactionCount: sql`${accounts.transactionCount} + 1` })
    .where(eq(accounts.id, account.id));
  return row!;
}
