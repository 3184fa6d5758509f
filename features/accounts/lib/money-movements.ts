import "server-only";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { formatTimestamp } from "@/components/ui/format";
import { ErrorCode, MAX_PAGE_SIZE } from "@/lib/cams";
import { CamsError, isCamsError } from "@/lib/cams/client";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { fieldOf, textOf } from "@/lib/console/webhooks/json-fields";
import type { Db } from "@/lib/db";
import { type MoneyMovementKind, moneyMovements } from "@/lib/db/schema";
import type { AccountOwner } from "./account";
import { IN_DOUBT, NOT_MADE } from "./movement-codes";
import { balanceOf, balancesReadBack, ownedAccount } from "./owned-account";

export type Movement<B = object> = {
  /** The idempotency key the form made when it opened: one per intent, sent as X-Unique-Id. */
  key: string;
  kind: MoneyMovementKind;
  owner: AccountOwner;
  accountId: string;
  /** The body as the person asked it; it is sent with the movement's reference added. */
  request: B;
  actorId: string | null;
};

/**
 * The movement's reference: the first 12 hex digits of its intent key (UUID v4, so 48 random
 * bits), e.g. `ref 1a2b3c4d5e6f`. It is what tells the console's own movement from another with
 * the same amount and words when the provider's answer was lost (checkMovement). Letters,
 * digits, a space and brackets only: SEPA's character set, so a bank passes it on unchanged.
 */
export const movementReference = (key: string) =>
  `ref ${key.replaceAll("-", "").slice(0, 12).toLowerCase()}`;

/** Room the reference takes in a text it is added to: " (ref 1a2b3c4d5e6f)". */
export const REFERENCE_ROOM = " (ref 123456789012)".length;

/**
 * Where the reference goes: a field the provider stores and lists back on the transaction. The
 * sandbox lists credit, debit and transfer descriptions as `description`, and an outgoing credit
 * transfer's `remittance_information` as `description` too (sandbox-contract.md, the ledger
 * views). An outgoing transfer's `end_to_end_id` is the person's own reference to the creditor
 * (1 to 18 characters, once per account), so the console does not take it.
 */
const referenceField = (kind: MoneyMovementKind) =>
  kind === "outgoing_credit_transfer" ? "remittance_information" : "description";

/** The body with the movement's reference after the person's words, or alone without any. */
function withReference<B extends object>(kind: MoneyMovementKind, key: string, body: B): B {
  const field = referenceField(kind);
  const words = (body as Record<string, unknown>)[field];
  const reference = movementReference(key);
  return {
    ...body,
    [field]: typeof words === "string" && words !== "" ? `${words} (${reference})` : reference,
  };
}

const inDoubt = () =>
  new ActionRefusal(
    IN_DOUBT,
    "The provider has not confirmed this movement yet. It is being checked: do not send it again.",
  );

/**
 * Sends one money movement to the provider exactly once, with its record around it: pending
 * before the call, then what the provider answered. The body sent (and kept) carries the
 * movement's reference (withReference). The row's id is the form's idempotency key,
 * so a second send of the same intent (a double click, a retry, a reload) finds the first
 * instead of calling the provider again, and answers what the first got. Only a 4xx answer is
 * a refusal: no answer (a timeout, a cut connection) or a 5xx leaves "unknown", and the caller
 * hears "being checked" (checkMovement resolves it), never "failed" while money may have moved.
 */
export async function recordMovement<B extends object, T>(
  db: Db,
  { key, owner, request, ...movement }: Movement<B>,
  send: (uniqueId: string, body: B) => Promise<T>,
  transactionIdOf: (answer: T) => string | undefined,
): Promise<T> {
  const body = withReference(movement.kind, key, request);
  const [row] = await db
    .insert(moneyMovements)
    .values({ id: key, ownerKind: owner.kind, ownerId: owner.id, request: body, ...movement })
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
    answer = await send(key, body);
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

/**
 * A movement whose outcome is not known (pending, unknown), or proven not made, sent again under
 * its own key as its X-Unique-Id: the provider refuses an id it has seen (4090001), so the money
 * moves only if the first send never reached it. For work that resumes on its own, a bulk row after its server
 * died; a person's form says "being checked" instead. Answers the transaction id when the
 * provider took it now (or it was done already), null when the provider saw the key before or
 * did not answer: then checkMovement finds out.
 */
export async function sendAgainUnderItsKey<B, T extends { transaction_id: string }>(
  db: Db,
  key: string,
  send: (uniqueId: string, body: B) => Promise<T>,
): Promise<{ transactionId: string | null } | null> {
  const [movement] = await db.select().from(moneyMovements).where(eq(moneyMovements.id, key));
  if (!movement) return null;
  if (movement.status === "done") return { transactionId: movement.transactionId };
  const notMade = (movement.outcome as { code?: unknown } | null)?.code === NOT_MADE;
  if (movement.status === "refused" && !notMade) return replay(db, key, movement);
  const settle = (values: Partial<typeof moneyMovements.$inferInsert>) =>
    db
      .update(moneyMovements)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(moneyMovements.id, key), eq(moneyMovements.status, movement.status)));
  try {
    // The body as first sent (with its reference), kept by recordMovement.
    const answer = await send(key, movement.request as B);
    await settle({ status: "done", transactionId: answer.transaction_id, outcome: answer });
    return { transactionId: answer.transaction_id };
  } catch (error) {
    if (isCamsError(error) && error.code === ErrorCode.XUniqueIdNotUnique) return null;
    if (isCamsError(error) && error.httpStatus < 500) {
      await settle({ status: "refused", outcome: refusalOf(error) });
      throw error;
    }
    await settle({ status: "unknown" });
    return null;
  }
}

/** The first send's outcome, answered again: the provider is not asked twice. */
async function replay<T>(
  db: Db,
  key: string,
  movement: Pick<Movement, "kind" | "accountId">,
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
export async function moveMoney<B extends object, T extends { transaction_id: string }>(
  db: Db,
  movement: Movement<B>,
  send: (uniqueId: string, body: B) => Promise<T>,
) {
  const account = await ownedAccount(movement.owner, movement.accountId);
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
/**
 * Until this long after the send the provider may still be working on it: a movement it does
 * not list yet is not proven absent before then.
 */
const SETTLE_MS = 2 * 60_000;
/** The provider's clock may differ from ours by a little; never by minutes. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** At most this many pages (of 50) are read per check; a busier account takes several checks. */
const MAX_PAGES = 20;

type Transaction = {
  transaction_id: string;
  amount: number;
  transaction_code?: string | null;
  description?: string | null;
  end_to_end_id?: string | null;
  created_date?: string;
};

/**
 * Whether a listed transaction is the one this movement asked for: it carries the movement's
 * reference in its description (what was sent in the reference field comes back there), with
 * the same amount, and for an outgoing transfer the same end_to_end_id. Amount, code and words
 * alone are not enough: another transaction on the account may have the same.
 */
function isTheMovement(
  movement: typeof moneyMovements.$inferSelect,
  transaction: Transaction,
): boolean {
  const request = movement.request as Record<string, unknown>;
  return (
    (transaction.description ?? "").includes(movementReference(movement.id)) &&
    transaction.amount === request.amount &&
    (movement.kind !== "outgoing_credit_transfer" ||
      transaction.end_to_end_id === request.end_to_end_id)
  );
}

/** Whether the movement was sent with its reference (every send since references came). */
function carriesReference(movement: typeof moneyMovements.$inferSelect): boolean {
  const sent = (movement.request as Record<string, unknown>)[referenceField(movement.kind)];
  return typeof sent === "string" && sent.includes(movementReference(movement.id));
}

export type MovementCheck =
  | { status: "done"; transactionId: string | null }
  | { status: "refused"; message: string }
  | { status: "checking"; message: string };

type Scan = { found: Transaction } | { found: null; read: number; complete: boolean; since: Date };

/**
 * The account's transactions read newest first (sandbox-contract.md: lists are newest first),
 * page by page, until the movement is found, or a page reaches back past `since` (so every
 * transaction made since then was read), or the list ends. A transaction booked while the pages
 * are read pushes the others down a place: one may be read twice, none is missed. A list found
 * not in that order is complete only at its end.
 */
async function scanSince(movement: typeof moneyMovements.$inferSelect, since: Date): Promise<Scan> {
  const seen = new Set<string>();
  let newestFirst = true;
  let previous = Number.POSITIVE_INFINITY;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = { page_number: page, page_size: MAX_PAGE_SIZE };
    // A corporate account's transactions are listed under the spec's corporate path.
    const listed =
      movement.ownerKind === "corporate"
        ? await camsClient().call("listCorporateAccountTransactions", {
            params: { corporate_account_id: movement.accountId },
            query,
          })
        : await camsClient().call("listAccountTransactions", {
            params: { account_id: movement.accountId },
            query,
          });
    let reachedSince = false;
    for (const transaction of listed.transactions) {
      if (isTheMovement(movement, transaction)) return { found: transaction };
      seen.add(transaction.transaction_id);
      const created = Date.parse(transaction.created_date ?? "");
      if (!(created <= previous)) newestFirst = false;
      previous = created;
      if (created < since.getTime()) reachedSince = true;
    }
    const ended = listed.transactions.length < MAX_PAGE_SIZE;
    if (ended || (reachedSince && newestFirst))
      return { found: null, read: seen.size, complete: true, since };
  }
  return { found: null, read: seen.size, complete: false, since };
}

const STILL_CHECKING = "Do not send it again: this updates by itself.";

/**
 * Resolves a movement whose outcome is not known, by re-reading the provider: the account's
 * transactions since the send hold it, under its reference, if it was made. Found, it is done.
 * It is declared not made (and may be sent again, with a new key) only when proven absent: every
 * transaction listed since the send was read, two minutes after it, and none carries the
 * reference. Until then it stays "checking", and says why.
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
  if (age < IN_FLIGHT_MS)
    return {
      status: "checking",
      message: `The provider has not confirmed this movement yet. ${STILL_CHECKING}`,
    };
  if (!carriesReference(movement))
    return {
      status: "checking",
      message:
        "This movement was sent without the console's reference, so the console cannot tell it from another with the same amount. Look for it in the account's transactions before sending it again.",
    };
  const scan = await scanSince(movement, new Date(movement.createdAt.getTime() - CLOCK_SKEW_MS));
  const settle = (values: Partial<typeof moneyMovements.$inferInsert>) =>
    db
      .update(moneyMovements)
      .set({ ...values, updatedAt: now })
      .where(
        and(eq(moneyMovements.id, key), inArray(moneyMovements.status, ["pending", "unknown"])),
      );
  if (scan.found) {
    await settle({
      status: "done",
      transactionId: scan.found.transaction_id,
      outcome: scan.found,
    });
    return { status: "done", transactionId: scan.found.transaction_id };
  }
  const reference = movementReference(movement.id);
  const since = formatTimestamp(scan.since, "en-GB");
  if (!scan.complete)
    return {
      status: "checking",
      message: `Still checking: the latest ${scan.read} transactions on this account do not carry this movement's reference (${reference}), and older ones back to ${since} are still to be read. ${STILL_CHECKING}`,
    };
  if (age < SETTLE_MS)
    return {
      status: "checking",
      message: `None of the ${scan.read} transactions on this account since ${since} carries this movement's reference (${reference}) yet; the provider may still be making it. ${STILL_CHECKING}`,
    };
  const message = `Not made: we read all ${scan.read} transactions on this account since ${since}, and none carries this movement's reference (${reference}). Nothing moved: you can send it again.`;
  await settle({ status: "refused", outcome: { code: NOT_MADE, detail: message } });
  return { status: "refused", message };
}
