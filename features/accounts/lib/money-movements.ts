import "server-only";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { MAX_PAGE_SIZE } from "@/lib/cams";
import { CamsError, isCamsError } from "@/lib/cams/client";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { fieldOf, textOf } from "@/lib/console/webhooks/json-fields";
import type { Db } from "@/lib/db";
import { type MoneyMovementKind, moneyMovements } from "@/lib/db/schema";
import type { AccountOwner } from "./account";
import { balanceOf, balancesReadBack, heldAccount } from "./held-account";

type Movement = {
  /** The idempotency key the form made when it opened: one per intent, sent as X-Unique-Id. */
  key: string;
  kind: MoneyMovementKind;
  owner: AccountOwner;
  accountId: string;
  request: unknown;
  actorId: string | null;
};

/** Its code when the provider has not said yet whether a movement went through. */
export const IN_DOUBT = "MOVEMENT_IN_DOUBT";

const inDoubt = () =>
  new ActionRefusal(
    IN_DOUBT,
    "The provider has not confirmed this movement yet. It is being checked: do not send it again.",
  );

/**
 * Sends one money movement to the provider exactly once, with its record around it: pending
 * before the call, then what the provider answered. The row's id is the form's idempotency key,
 * so a second send of the same intent (a double click, a retry, a reload) finds the first
 * instead of calling the provider again, and answers what the first got. Only a 4xx answer is
 * a refusal: no answer (a timeout, a cut connection) or a 5xx leaves "unknown", and the caller
 * hears "being checked" (checkMovement resolves it), never "failed" while money may have moved.
 */
export async function recordMovement<T>(
  db: Db,
  { key, owner, ...movement }: Movement,
  send: (uniqueId: string) => Promise<T>,
  transactionIdOf: (answer: T) => string | undefined,
): Promise<T> {
  const [row] = await db
    .insert(moneyMovements)
    .values({ id: key, ownerKind: owner.kind, ownerId: owner.id, ...movement })
    .onConflictDoNothing()
    .returning({ id: moneyMovements.id });
  if (!row) return replay<T>(db, key, movement);
  const settle = (values: Partial<typeof moneyMovements.$inferInsert>) =>
    db
      .update(moneyMovements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(moneyMovements.id, key));
  let answer: T;
  try {
    answer = await send(key);
  } catch (error) {
    if (isCamsError(error) && error.httpStatus < 500) {
      await settle({ status: "refused", outcome: refusalOf(error) });
      throw error;
    }
    await settle({ status: "unknown" });
    console.warn(`[accounts] movement ${key} not confirmed by the provider`, error);
    throw inDoubt();
  }
  await settle({ status: "done", transactionId: transactionIdOf(answer) ?? null, outcome: answer });
  return answer;
}

const refusalOf = (error: CamsError) => ({
  code: error.code,
  httpStatus: error.httpStatus,
  detail: error.detail,
  errors: error.errors ?? null,
});

/** The first send's outcome, answered again: the provider is not asked twice. */
async function replay<T>(
  db: Db,
  key: string,
  movement: Omit<Movement, "key" | "owner">,
): Promise<T> {
  const [first] = await db.select().from(moneyMovements).where(eq(moneyMovements.id, key));
  if (!first || first.kind !== movement.kind || first.accountId !== movement.accountId) {
    throw new ActionRefusal(
      "KEY_REUSED",
      "This form was already used for another movement. Reload the page and fill it in again.",
    );
  }
  if (first.status === "done") return first.outcome as T;
  if (first.status === "refused") {
    const refusal = first.outcome as
      | ReturnType<typeof refusalOf>
      | { code: string; detail: string };
    // The provider's refusal is answered as the provider gave it; the console's own (a send
    // found not to have been made) as the console's.
    if (typeof refusal.code === "string") throw new ActionRefusal(refusal.code, refusal.detail);
    const provider = refusal as ReturnType<typeof refusalOf>;
    throw new CamsError({ ...provider, errors: provider.errors ?? undefined });
  }
  throw inDoubt();
}

/**
 * A movement on one of the owner's accounts (a customer's or a corporate's), start to end: the
 * account read (refusing one the owner does not hold), the recorded call, and the balance read
 * back (best-effort).
 */
export async function moveMoney<T extends { transaction_id: string }>(
  db: Db,
  movement: Omit<Movement, "request"> & { request: object },
  send: (uniqueId: string) => Promise<T>,
) {
  const account = await heldAccount(movement.owner, movement.accountId);
  const answer = await recordMovement(db, movement, send, (a) => a.transaction_id);
  const [after] = await balancesReadBack(movement.owner, account);
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

/** A send in flight gets this long before the console looks for its outcome itself. */
const IN_FLIGHT_MS = 15_000;
/** Past this, a movement the provider does not list was not made: it may be sent again. */
const GIVE_UP_MS = 2 * 60_000;

type Transaction = {
  transaction_id: string;
  amount: number;
  transaction_code?: string | null;
  description?: string | null;
  end_to_end_id?: string | null;
  created_date?: string;
};

/** Whether a listed transaction is the one this movement asked for. */
function isTheMovement(
  movement: typeof moneyMovements.$inferSelect,
  transaction: Transaction,
): boolean {
  const request = movement.request as Record<string, unknown>;
  const created = transaction.created_date ? Date.parse(transaction.created_date) : Number.NaN;
  // The provider's clock may differ from ours by a little; never by minutes.
  if (!(created >= movement.createdAt.getTime() - 5 * 60_000)) return false;
  if (movement.kind === "outgoing_credit_transfer")
    return transaction.end_to_end_id === request.end_to_end_id;
  const sameCode =
    movement.kind === "transfer" ||
    String(transaction.transaction_code ?? "").toLowerCase() ===
      String(request.transaction_code ?? "").toLowerCase();
  return (
    transaction.amount === request.amount &&
    sameCode &&
    (transaction.description ?? null) === (request.description ?? null)
  );
}

export type MovementCheck =
  | { status: "done"; transactionId: string | null }
  | { status: "refused"; message: string }
  | { status: "checking" };

/**
 * Resolves a movement whose outcome is not known, by re-reading the provider: the account's
 * latest transactions hold it if it was made. Found, it is done; not found two minutes after
 * the send, it was not made and may be sent again (with a new key).
 */
export async function checkMovement(db: Db, key: string, now = new Date()): Promise<MovementCheck> {
  const [movement] = await db.select().from(moneyMovements).where(eq(moneyMovements.id, key));
  if (!movement) return { status: "refused", message: "No such movement was sent." };
  if (movement.status === "done") return { status: "done", transactionId: movement.transactionId };
  if (movement.status === "refused") {
    const refusal = movement.outcome as { detail?: string } | null;
    return { status: "refused", message: refusal?.detail ?? "The provider refused it." };
  }
  const age = now.getTime() - movement.createdAt.getTime();
  if (age < IN_FLIGHT_MS) return { status: "checking" };
  const latest = { page_number: 1, page_size: MAX_PAGE_SIZE };
  // A corporate account's transactions are listed under the spec's corporate path.
  const listed =
    movement.ownerKind === "corporate"
      ? await camsClient().call("listCorporateAccountTransactions", {
          params: { corporate_account_id: movement.accountId },
          query: latest,
        })
      : await camsClient().call("listAccountTransactions", {
          params: { account_id: movement.accountId },
          query: latest,
        });
  const claimed = new Set(
    (
      await db
        .select({ transactionId: moneyMovements.transactionId })
        .from(moneyMovements)
        .where(
          and(
            eq(moneyMovements.accountId, movement.accountId),
            isNotNull(moneyMovements.transactionId),
          ),
        )
    ).map((row) => row.transactionId),
  );
  const found = listed.transactions.find(
    (t) => !claimed.has(t.transaction_id) && isTheMovement(movement, t),
  );
  const settle = (values: Partial<typeof moneyMovements.$inferInsert>) =>
    db
      .update(moneyMovements)
      .set({ ...values, updatedAt: now })
      .where(
        and(eq(moneyMovements.id, key), inArray(moneyMovements.status, ["pending", "unknown"])),
      );
  if (found) {
    await settle({ status: "done", transactionId: found.transaction_id, outcome: found });
    return { status: "done", transactionId: found.transaction_id };
  }
  if (age < GIVE_UP_MS) return { status: "checking" };
  const message =
    "The provider has no record of this movement: nothing moved. You can send it again.";
  await settle({ status: "refused", outcome: { code: "NOT_MADE", detail: message } });
  return { status: "refused", message };
}
