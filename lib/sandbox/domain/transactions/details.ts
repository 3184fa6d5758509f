import { and, eq } from "drizzle-orm";
import type { SandboxContext } from "../../context";
import { type Account, transactions } from "../../tables/ledger";
import { dataNotFound, isUuid } from "../ids";
import { transactionDetailsView } from "../ledger/views";

/** One transaction of the account, or 404 / 4040001: another account's id names nothing here. */
export async function transactionDetails(
  ctx: SandboxContext,
  account: Account,
  transactionId: string,
) {
  if (!isUuid(transactionId)) throw dataNotFound();
  const [row] = await ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.accountId, account.id)));
  if (!row) throw dataNotFound();
  return transactionDetailsView(row, account.currency);
}
