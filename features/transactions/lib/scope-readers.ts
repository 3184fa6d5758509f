import "server-only";
import type {
  TransactionDetails,
  TransactionList,
  TransactionScopeKind,
} from "@/features/transactions/lib/scope";
import { ErrorCode, MAX_PAGE_SIZE } from "@/lib/cams";
import { CamsError } from "@/lib/cams/client";
import type { Permission } from "@/lib/console/auth/permissions";
import { camsClient } from "@/lib/console/cams-client";

export type ScopeReader = {
  /** Who may read this list, checked by the page and by the route handler alike. */
  permission: Permission;
  list(ownerId: string, page: number): Promise<TransactionList>;
  details(
    ownerId: string,
    transactionId: string,
    accountId: string | null,
  ): Promise<TransactionDetails>;
};

const page = (page_number: number) => ({ page_number, page_size: MAX_PAGE_SIZE });

/** The provider's own "not found", for a transaction that is not the card's. */
const notFound = () => new CamsError({ code: ErrorCode.DataNotFound, httpStatus: 404 });

/** Each view's operations at the provider, and the permission that guards them. */
export const transactionScopes: Record<TransactionScopeKind, ScopeReader> = {
  account: {
    permission: "customers.view",
    list: (accountId, number) =>
      camsClient().call("listAccountTransactions", {
        params: { account_id: accountId },
        query: page(number),
      }),
    details: (accountId, transactionId) =>
      camsClient().call("getAccountTransaction", {
        params: { account_id: accountId, transaction_id: transactionId },
      }),
  },
  card: {
    permission: "cards.view",
    list: (cardId, number) =>
      camsClient().call("listCardTransactions", {
        params: { card_id: cardId },
        query: page(number),
      }),
    // The spec has no card transaction details: they are read on the account the card spent
    // from, and shown only if they are this card's, so a card's view never reads beyond it.
    async details(cardId, transactionId, accountId) {
      if (!accountId) throw notFound();
      const details = await camsClient().call("getAccountTransaction", {
        params: { account_id: accountId, transaction_id: transactionId },
      });
      if (details.card_id !== cardId) throw notFound();
      return details;
    },
  },
  "corporate-account": {
    permission: "corporates.view",
    list: (accountId, number) =>
      camsClient().call("listCorporateAccountTransactions", {
        params: { corporate_account_id: accountId },
        query: page(number),
      }),
    details: (accountId, transactionId) =>
      camsClient().call("getCorporateAccountTransaction", {
        params: { account_id: accountId, transaction_id: transactionId },
      }),
  },
};
