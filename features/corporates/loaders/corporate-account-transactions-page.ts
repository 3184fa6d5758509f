import "server-only";
import { notFound } from "next/navigation";
import { accountDescription, type TransactionsPageProps } from "@/features/transactions";
import { startTransactionsPage } from "@/features/transactions/server";
import { camsClient } from "@/lib/console/cams-client";
import { orNotFound } from "@/lib/console/or-not-found";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A corporate account's transactions: the account must be the corporate's, as the URL says. */
export async function loadCorporateAccountTransactionsPage(
  corporateId: string,
  accountId: string,
  searchParams: SearchParams,
): Promise<TransactionsPageProps> {
  const page = await startTransactionsPage("corporate-account", accountId, searchParams);
  const corporate = await orNotFound(
    camsClient().call("getCorporate", { params: { corporate_id: corporateId } }),
  );
  const account = corporate.accounts?.find((item) => item.account_id === accountId);
  if (!account) notFound();
  return {
    ...page,
    back: { href: `/corporates/${encodeURIComponent(corporateId)}`, label: corporate.name },
    title: "Corporate account transactions",
    description: accountDescription(corporate.name, account),
    empty:
      "Incoming and outgoing SEPA payments, their adjustments and direct debits on this account appear here, newest first.",
  };
}
