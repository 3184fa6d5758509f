import "server-only";
import { notFound } from "next/navigation";
import { customerOrNotFound } from "@/features/customers/server";
import { accountDescription, type TransactionsPageProps } from "@/features/transactions";
import { startTransactionsPage } from "@/features/transactions/server";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A customer account's transactions: the account must be the customer's, as the URL says. */
export async function loadAccountTransactionsPage(
  customerId: string,
  accountId: string,
  searchParams: SearchParams,
): Promise<TransactionsPageProps> {
  const page = await startTransactionsPage("account", accountId, searchParams);
  const customer = await customerOrNotFound(customerId);
  const account = customer.accounts?.find((item) => item.account_id === accountId);
  if (!account) notFound();
  const name = `${customer.first_name} ${customer.last_name}`;
  return {
    ...page,
    back: { href: `/customers/${encodeURIComponent(customerId)}`, label: name },
    title: "Account transactions",
    description: accountDescription(name, account),
    empty:
      "Credits, debits, transfers, SEPA payments and card payments on this account appear here, newest first.",
  };
}
