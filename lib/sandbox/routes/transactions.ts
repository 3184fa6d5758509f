import type { SandboxContext } from "../context";
import { findAccount, type HolderKind } from "../domain/accounts/load";
import { transactionDetails } from "../domain/transactions/details";
import { listTransactions, type PageQuery } from "../domain/transactions/list";
import type { HandlerMap, HandlerResult } from "../handler";

async function page(
  ctx: SandboxContext,
  kind: HolderKind,
  accountId: string,
  query: PageQuery,
): Promise<HandlerResult> {
  const account = await findAccount(ctx, accountId, kind);
  return { status: 200, body: await listTransactions(ctx, { account }, query) };
}

async function details(
  ctx: SandboxContext,
  kind: HolderKind,
  accountId: string,
  transactionId: string,
): Promise<HandlerResult> {
  const account = await findAccount(ctx, accountId, kind);
  return { status: 200, body: await transactionDetails(ctx, account, transactionId) };
}

// The spec names the corporate list's path parameter corporate_account_id, its details' account_id.
export const transactionHandlers: HandlerMap = {
  listAccountTransactions: ({ params, query, ctx }) =>
    page(ctx, "customer", params.account_id, query),
  getAccountTransaction: ({ params, ctx }) =>
    details(ctx, "customer", params.account_id, params.transaction_id),
  listCorporateAccountTransactions: ({ params, query, ctx }) =>
    page(ctx, "corporate", params.corporate_account_id, query),
  getCorporateAccountTransaction: ({ params, ctx }) =>
    details(ctx, "corporate", params.account_id, params.transaction_id),
};
