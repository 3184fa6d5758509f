import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TransactionsPage } from "@/features/transactions/components/transactions-page";
import { accountDescription } from "@/features/transactions/lib/account-description";
import { startTransactionsPage } from "@/features/transactions/loaders/first-page";
import { camsClient } from "@/lib/console/cams-client";
import { orNotFound } from "@/lib/console/or-not-found";

export const metadata: Metadata = { title: "Account transactions" };

type Props = {
  params: Promise<{ customerId: string; accountId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function AccountTransactionsPage({ params, searchParams }: Props) {
  const { customerId, accountId } = await params;
  const page = await startTransactionsPage("account", accountId, searchParams);
  const customer = await orNotFound(
    camsClient().call("getCustomer", { params: { customer_id: customerId } }),
  );
  // The account must be this customer's: the URL names both.
  const account = customer.accounts?.find((item) => item.account_id === accountId);
  if (!account) notFound();
  const name = `${customer.first_name} ${customer.last_name}`;

  return (
    <TransactionsPage
      {...page}
      back={{ href: `/customers/${encodeURIComponent(customerId)}`, label: name }}
      title="Account transactions"
      description={accountDescription(name, account)}
      empty="Credits, debits, transfers, SEPA payments and card payments on this account appear here, newest first."
    />
  );
}
