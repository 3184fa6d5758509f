import type { Metadata } from "next";
import { AccountsPage } from "@/features/accounts";
import { loadAccountsPage } from "@/features/accounts/server";

export const metadata: Metadata = { title: "Accounts" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return <AccountsPage view={await loadAccountsPage(searchParams)} />;
}
