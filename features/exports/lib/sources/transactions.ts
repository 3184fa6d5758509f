import "server-only";
import {
  isDeclined,
  parseTransactionsUrl,
  type Transaction,
  type TransactionScopeKind,
  transactionKind,
  transactionScopes,
  urlProblem,
  walkFiltered,
} from "@/features/transactions/server";
import { resourceId } from "@/lib/cams/helpers";
import { partyKey } from "@/lib/console/directory";
import { namesOf, partyText } from "@/lib/console/directory/named-parties";
import type { Db } from "@/lib/db";
import type { CsvColumn } from "../csv";
import { type ExportSource, givenFilters, openedExport, today } from "../source";
import { decimalAmount, isoTime } from "../values";

const text = (value: unknown) =>
  value === null || value === undefined || value === "" ? null : String(value);

/** A transaction with its account and card in words, as the list would name them. */
type NamedTransaction = Transaction & { names: { account: string | null; card: string | null } };

/**
 * Each batch's accounts and cards named in one directory read (the provider asked, bounded, for
 * cards the directory has not seen): "DE89… · Jane Doe", or "Account not yet seen".
 */
async function* named(
  db: Db,
  batches: AsyncIterable<readonly Transaction[]>,
): AsyncGenerator<NamedTransaction[]> {
  for await (const batch of batches) {
    const parties = batch.flatMap((tx) => [
      ...(tx.account_id ? [{ kind: "account" as const, id: tx.account_id }] : []),
      ...(tx.card_id ? [{ kind: "card" as const, id: tx.card_id }] : []),
    ]);
    const names = await namesOf(db, parties);
    const nameOf = (kind: "account" | "card", id: string | null | undefined) =>
      id ? partyText({ kind, id }, names.get(partyKey({ kind, id }))) : null;
    yield batch.map((tx) => ({
      ...tx,
      names: { account: nameOf("account", tx.account_id), card: nameOf("card", tx.card_id) },
    }));
  }
}

/**
 * A transaction view's columns (time, type, description, amount, balance after, response) and
 * the ids. The amount is unsigned with its direction beside it, as the provider sends it; each
 * amount is a decimal string with its currency in the next column, so a spreadsheet can sum it
 * (a number column: a negative balance stays a number, where a text starting "-" is escaped).
 * The account and card are named, their ids kept beside the names.
 */
const transactionColumns: CsvColumn<NamedTransaction>[] = [
  { header: "transaction_id", value: (tx) => tx.transaction_id },
  { header: "created_date", value: (tx) => isoTime(tx.created_date) },
  { header: "type", value: (tx) => text(transactionKind(tx)) },
  { header: "description", value: (tx) => text(tx.description) },
  { header: "direction", value: (tx) => text(tx.direction) },
  {
    header: "amount",
    value: (tx) => decimalAmount(tx.amount, tx.currency ?? tx.account_currency),
    number: true,
  },
  { header: "currency", value: (tx) => text(tx.currency ?? tx.account_currency) },
  { header: "declined", value: (tx) => (isDeclined(tx) ? "yes" : "no") },
  { header: "response_code", value: (tx) => text(tx.response_code) },
  { header: "payment_status", value: (tx) => text(tx.payment_status) },
  {
    header: "balance_after",
    value: (tx) => decimalAmount(tx.balance, tx.account_currency ?? tx.currency),
    number: true,
  },
  { header: "account_currency", value: (tx) => text(tx.account_currency ?? tx.currency) },
  { header: "account_id", value: (tx) => text(tx.account_id) },
  { header: "account", value: (tx) => tx.names.account },
  { header: "card_id", value: (tx) => text(tx.card_id) },
  { header: "card", value: (tx) => tx.names.card },
  { header: "end_to_end_id", value: (tx) => text(tx.end_to_end_id) },
];

/**
 * A transaction view's export, with the view's filters (the same parser map as the view): the
 * provider's pages are walked newest first, a few at a time, and only matching rows are written.
 * The first page is read before anything streams, so a provider refusal is an answer, not a
 * broken file; without filters its total_count is the rows to expect.
 */
export function transactionsSource(kind: TransactionScopeKind): ExportSource {
  const scope = transactionScopes[kind];
  return {
    permission: scope.permission,
    async open(params, { db }) {
      const owner = params.get("owner")?.trim() ?? "";
      if (!resourceId.safeParse(owner).success)
        return { ok: false, message: "Say whose transactions to export: the id is missing." };
      const url = parseTransactionsUrl(Object.fromEntries(params));
      if (url.problem || !url.filters.ok) return { ok: false, message: urlProblem(url) };
      const { filters } = url.filters;
      const first = await scope.list(owner, 1);
      const read = (page: number) =>
        page === 1 ? Promise.resolve(first) : scope.list(owner, page);
      return openedExport({
        filename: `${kind}-transactions-${owner}-${today()}.csv`,
        total: filters === null ? (first.total_count ?? null) : null,
        owner,
        filters: givenFilters(params, ["owner", "page", "scanned", "transaction"]),
        columns: transactionColumns,
        batches: () => named(db, walkFiltered(read, filters)),
      });
    },
  };
}
