import "server-only";
import { and, eq, inArray, or } from "drizzle-orm";
import { formatMoney } from "@/components/ui/format";
import { checkMovement, sendCreditOrDebit } from "@/features/accounts/server";
import {
  type CurrencyCode,
  creditDebitEntry,
  creditDebitRequest,
  fromMinorUnits,
  iban,
  resourceId,
  toMinorUnits,
  transactionCodes,
} from "@/lib/cams";
import type { CamsClient } from "@/lib/cams/client";
import { isCamsError } from "@/lib/cams/client/errors";
import { z } from "@/lib/cams/zod";
import { foldAccountIdentifier } from "@/lib/console/directory";
import { settleBounded } from "@/lib/console/settle-bounded";
import type { Db } from "@/lib/db";
import { accountOwnerKinds, directoryEntries } from "@/lib/db/schema";
import { bulkKindLabels } from "./kind-labels";
import type { BulkCheck, BulkKindDefinition } from "./kinds";

/** An IBAN as people write it, in groups with spaces, read as the interface takes it. */
const ibanCell = z.string().transform(foldAccountIdentifier).pipe(iban);

const movement = z.enum(["credit", "debit"], { error: "Write credit or debit" });

/**
 * A credit or debit row: the credit and debit form's own rules (amount for its currency,
 * transaction code, description), and the account by its id or its IBAN. `owner_id`, when
 * given, is whose account it must be.
 */
const row = creditDebitEntry
  .safeExtend({
    movement,
    account_id: resourceId.optional(),
    iban: ibanCell.optional(),
    owner_id: resourceId.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.account_id && input.iban)
      ctx.addIssue({
        code: "custom",
        path: ["account_id"],
        message: "Name the account by its id or its IBAN: not both.",
      });
    if (!input.account_id && !input.iban)
      ctx.addIssue({
        code: "custom",
        path: ["account_id"],
        message: "Name the account: its id, or its IBAN.",
      });
  });
type MoneyRow = z.output<typeof row>;

/** A row as it runs: the body sent, and the account with the owner the dry run found. */
const input = creditDebitRequest.safeExtend({
  movement,
  account_id: resourceId,
  owner_kind: z.enum(accountOwnerKinds),
  owner_id: resourceId,
});
type MoneyInput = z.output<typeof input>;

/** Owners read at once while checking a file: the quota is shared with everyone. */
const READS_AT_ONCE = 8;

type Known = { id: string; ownerKind: "customer" | "corporate"; ownerId: string };

/** The accounts the console's directory knows, by id and by IBAN. */
async function knownAccounts(db: Db, rows: MoneyRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.account_id ? [r.account_id] : [])))];
  const ibans = [...new Set(rows.flatMap((r) => (r.iban ? [r.iban] : [])))];
  const e = directoryEntries;
  const found = await db
    .select({
      id: e.id,
      identifier: e.accountIdentifier,
      ownerKind: e.ownerKind,
      ownerId: e.ownerId,
    })
    .from(e)
    .where(
      and(
        eq(e.kind, "account"),
        or(
          ids.length ? inArray(e.id, ids) : undefined,
          ibans.length ? inArray(e.accountIdentifier, ibans) : undefined,
        ),
      ),
    );
  const byId = new Map<string, Known>();
  const byIban = new Map<string, Known>();
  for (const entry of found) {
    if (!entry.ownerKind || !entry.ownerId) continue;
    const known = { id: entry.id, ownerKind: entry.ownerKind, ownerId: entry.ownerId };
    byId.set(entry.id, known);
    if (entry.identifier) byIban.set(entry.identifier, known);
  }
  return (input: MoneyRow) =>
    input.account_id ? byId.get(input.account_id) : byIban.get(input.iban ?? "");
}

/** Each owner's accounts as the provider lists them now, one read per owner. */
async function ownersAccounts(known: Known[], client: CamsClient) {
  const owners = [...new Map(known.map((k) => [`${k.ownerKind}:${k.ownerId}`, k])).values()];
  const read = await settleBounded(owners, READS_AT_ONCE, async ({ ownerKind, ownerId }) => {
    const owner =
      ownerKind === "customer"
        ? await client.call("getCustomer", { params: { customer_id: ownerId } })
        : await client.call("getCorporate", { params: { corporate_id: ownerId } });
    return owner.accounts ?? [];
  });
  return new Map(owners.map((o, i) => [`${o.ownerKind}:${o.ownerId}`, read[i]!]));
}

/** A row's movement on an account: two rows with the same one move the money twice. */
const movementKey = (input: MoneyRow, account: string) =>
  [
    account,
    input.movement,
    input.amount,
    input.currency,
    input.transaction_code,
    input.description ?? "",
  ].join("|");

/** Debits so far per account in the file, in minor units: a file may not overdraw an account. */
type Spent = Map<string, number>;

/**
 * Credit or debit accounts: one row per movement. The dry run finds each account in the
 * console's directory (by id or IBAN), reads its owner's accounts from the provider, and
 * refuses a row whose account is not the owner's named, is in another currency, or would go
 * below zero with the debits above it. Each row is then sent exactly once under its own key,
 * with the form's record (recordMovement), so a lost answer is looked for as a form's is.
 */
export const money: BulkKindDefinition<MoneyRow, MoneyInput> = {
  kind: "money",
  label: bulkKindLabels.money,
  permission: "accounts.moveMoney",
  columns: {
    required: ["movement", "amount", "currency", "transaction_code"],
    optional: ["account_id", "iban", "owner_id", "description"],
  },
  template: [
    "account_id,iban,owner_id,movement,amount,currency,transaction_code,description",
    ",DE89370400440532013000,,credit,125.50,EUR,AccountLoad,November allowance",
    "# account_id: the account's id, as its page shows it; or leave it empty and fill iban",
    "# iban: the account's IBAN, with or without spaces",
    "# owner_id: optional; the customer's or corporate's id: the row is refused unless the account is theirs",
    "# movement: credit (money in) or debit (money out)",
    "# amount: in the currency's units with a dot, e.g. 125.50; more than zero",
    "# currency: the account's currency, e.g. EUR",
    `# transaction_code: one of ${transactionCodes.join(", ")}`,
    "# description: optional; what the customer's statement says",
  ],
  schema: row as z.ZodType<MoneyRow>,
  input: input as z.ZodType<MoneyInput>,
  /** The same movement twice is most likely a row pasted twice: it would move the money twice. */
  duplicateOf: (input) => movementKey(input, input.account_id ?? input.iban ?? ""),
  duplicateColumn: "amount",
  async check(rows, { client, db }) {
    const known = await knownAccounts(db, rows);
    const found = rows.map(known);
    const accounts = await ownersAccounts(
      found.filter((k): k is Known => k !== undefined),
      client,
    );
    const spent: Spent = new Map();
    const seen = new Set<string>();
    return rows.map((input, i): BulkCheck<MoneyInput> => {
      const named = input.account_id ? "account_id" : "iban";
      const account = found[i];
      if (!account)
        return {
          problems: {
            [named]:
              "The console knows no account by this. Open its customer or corporate in the console once, then check the file again.",
          },
        };
      if (input.owner_id && input.owner_id !== account.ownerId)
        return {
          problems: {
            owner_id: "This account belongs to someone else: check the row's account and owner.",
          },
        };
      const read = accounts.get(`${account.ownerKind}:${account.ownerId}`)!;
      if (read.status === "rejected")
        return {
          problems: {
            [named]:
              isCamsError(read.reason) && read.reason.httpStatus === 404
                ? "This account's owner is no longer at the provider."
                : "This account could not be read just now: check the file again shortly.",
          },
        };
      const held = read.value.find((a) => a.account_id === account.id);
      if (!held) return { problems: { [named]: "Its owner no longer holds this account." } };
      if (held.currency !== input.currency)
        return {
          problems: {
            currency: `This account holds ${held.currency}: write ${held.currency}, or name an account in ${input.currency}.`,
          },
        };
      // Named once by id and once by IBAN: the same movement twice.
      const same = movementKey(input, account.id);
      if (seen.has(same))
        return { problems: { amount: "Another row of the file already has this movement." } };
      seen.add(same);
      if (input.movement === "debit") {
        const currency = held.currency as CurrencyCode;
        const total = (spent.get(account.id) ?? 0) + toMinorUnits(input.amount, currency);
        const balance = toMinorUnits(held.balance ?? 0, currency);
        if (total > balance)
          return {
            problems: {
              amount: `With the debits above it, more than the available balance of ${formatMoney(fromMinorUnits(balance, currency), currency)}.`,
            },
          };
        spent.set(account.id, total);
      }
      return {
        problems: null,
        input: {
          movement: input.movement,
          account_id: account.id,
          owner_id: account.ownerId,
          owner_kind: account.ownerKind,
          amount: input.amount,
          currency: input.currency,
          transaction_code: input.transaction_code,
          ...(input.description ? { description: input.description } : {}),
        },
      };
    });
  },
  amountOf: (input) => ({ amount: input.amount, currency: input.currency }),
  auditAction: (input) => `account.${input.movement}`,
  async run(input, { db, key, maker }) {
    const accountId = input.account_id;
    const owner = { kind: input.owner_kind, id: input.owner_id };
    const sent = await sendCreditOrDebit(db, {
      key,
      kind: input.movement,
      owner,
      accountId,
      request: {
        amount: input.amount,
        currency: input.currency,
        transaction_code: input.transaction_code,
        ...(input.description ? { description: input.description } : {}),
      },
      actorId: maker.id,
    });
    // Not known yet: the executor looks it up (resolve), as for no answer.
    if (!sent) throw new Error("the provider has not confirmed this movement");
    const ownerPath = `/${owner.kind === "customer" ? "customers" : "corporates"}/${encodeURIComponent(owner.id)}`;
    return {
      result: { transaction_id: sent.transactionId, account_id: accountId },
      links: [{ label: "Account", href: `${ownerPath}/accounts/${encodeURIComponent(accountId)}` }],
    };
  },
  /** The movement's record and the account's transactions say whether it happened (checkMovement). */
  async resolve(_input, { db, key }) {
    const check = await checkMovement(db, key);
    return check.status === "done" ? true : check.status === "refused" ? false : null;
  },
};
