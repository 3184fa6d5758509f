import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TransactionsPage } from "@/features/transactions/components/transactions-page";
import { accountDescription } from "@/features/transactions/lib/account-description";
import { startTransactionsPage } from "@/features/transactions/loaders/first-page";
import { camsClient } from "@/lib/console/cams-client";
import { orNotFound } from "@/lib/console/or-not-found";

export const metadata: Metadata = { title: "Corporate account transactions" };

type Props = {
  params: Promise<{ corporateId: string; accountId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CorporateAccountTransactionsPage({ params, searchParams }: Props) {
  const { corporateId, accountId } = await params;
  const page = await startTransactionsPage("corporate-account", accountId, searchParams);
  const corporate = await orNotFound(
    camsClient().call("getCorporate", { params: { corporate_id: corporateId } }),
  );
  const account = corporate.accounts?.find((item) => item.account_id === accountId);
  if (!account) notFound();

  return (
    <TransactionsPage
      {...page}
      back={{ href: `/corporates/${encodeURIComponent(corporateId)}`, label: corporate.name }}
      title="Corporate account transactions"
      description={accountDescription(corporate.name, account)}
      empty="Incoming and outgoing SEPA payments, their adjustments and direct debits on this account appear here, newest first."
    />
  );
}
