import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { CamsError } from "@/lib/cams/client";
import { fieldOf, textOf } from "@/lib/console/webhooks/json-fields";
import type { Db } from "@/lib/db";
import { type MoneyMovementKind, moneyMovements } from "@/lib/db/schema";
import { balanceOf, balancesReadBack, heldAccount } from "./held-account";

type Movement = {
  kind: MoneyMovementKind;
  customerId: string;
  accountId: string;
  request: unknown;
  actorId: string | null;
};

/**
 * Sends one money movement to the provider with its record around it: pending before the call,
 * then what the provider answered. Only a 4xx answer is a refusal. A call that ends without an
 * answer (a timeout, a cut connection) or with a 5xx leaves "unknown": the money may have moved.
 */
export async function recordMovement<T>(
  db: Db,
  movement: Movement,
  send: () => Promise<T>,
  transactionIdOf: (answer: T) => string | undefined,
): Promise<T> {
  const [row] = await db
    .insert(moneyMovements)
    .values(movement)
    .returning({ id: moneyMovements.id });
  const settle = (values: Partial<typeof moneyMovements.$inferInsert>) =>
    db
      .update(moneyMovements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(moneyMovements.id, row!.id));
  let answer: T;
  try {
    answer = await send();
  } catch (error) {
    await settle(
      error instanceof CamsError && error.httpStatus < 500
        ? { status: "refused", outcome: { code: error.code, detail: error.detail } }
        : { status: "unknown" },
    );
    throw error;
  }
  await settle({ status: "done", transactionId: transactionIdOf(answer), outcome: answer });
  return answer;
}

/**
 * A movement on one of the customer's accounts, start to end: the account read (refusing one
 * the customer does not hold), the recorded call, and the balance read back (best-effort).
 */
export async function moveMoney<T extends { transaction_id: string }>(
  db: Db,
  movement: Omit<Movement, "request"> & { request: object },
  send: () => Promise<T>,
) {
  const account = await heldAccount(movement.customerId, movement.accountId);
  const answer = await recordMovement(db, movement, send, (a) => a.transaction_id);
  const [after] = await balancesReadBack(movement.customerId, account);
  return { answer, before: balanceOf(account), after };
}

export type SentCreditor = { name: string; iban: string | null };

/**
 * Whom each outgoing credit transfer the console sent from this account was for, by
 * transaction id. The provider's transaction list does not name the creditor; the console's
 * own record of the send does. A transfer sent some other way shows without a creditor.
 */
export async function sentCreditors(db: Db, accountId: string): Promise<Map<string, SentCreditor>> {
  const sent = await db
    .select({ transactionId: moneyMovements.transactionId, request: moneyMovements.request })
    .from(moneyMovements)
    .where(
      and(
        eq(moneyMovements.accountId, accountId),
        eq(moneyMovements.kind, "outgoing_credit_transfer"),
        eq(moneyMovements.status, "done"),
        isNotNull(moneyMovements.transactionId),
      ),
    )
    .orderBy(desc(moneyMovements.createdAt));
  const creditors = new Map<string, SentCreditor>();
  for (const { transactionId, request } of sent) {
    const creditor = fieldOf(request, "creditor");
    const name = textOf(fieldOf(creditor, "name"));
    if (transactionId && name) {
      creditors.set(transactionId, { name, iban: textOf(fieldOf(creditor, "iban")) });
    }
  }
  return creditors;
}
