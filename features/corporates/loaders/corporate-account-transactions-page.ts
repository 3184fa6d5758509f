import "server-only";
import { accountDescription, type TransactionsPageProps } from "@/features/transactions";
import { startTransactionsPage } from "@/features/transactions/server";
import { requirePagePermission } from "@/lib/console/auth/session";
import { corporateAccountOrNotFound } from "./corporate-page";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A corporate account's transactions: the account must be the corporate's, as the URL says. */
export async function loadCorporateAccountTransactionsPage(
  corporateId: string,
  accountId: string,
  searchParams: SearchParams,
): Promise<TransactionsPageProps> {
  const page = await startTransactionsPage("corporate-account", accountId, searchParams);
  const { db } = await requirePagePermission("corporates.view");
  const { corporate, account } = await corporateAccountOrNotFound(db, corporateId, accountId);
  return {
    ...page,
    back: {
      href: `/corporates/${encodeURIComponent(corporateId)}/accounts/${encodeURIComponent(accountId)}`,
      label: `${account.currency} account of ${corporate.name}`,
    },
    title: "Corporate account transactions",
    description: accountDescription(corporate.name, account),
    empty:
      "Incoming and outgoing SEPA payments, their adjustments and direct debits on this account appear here, newest first.",
  };
}
