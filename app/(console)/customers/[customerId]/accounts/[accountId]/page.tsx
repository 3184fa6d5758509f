import type { Metadata } from "next";
import { AccountPage } from "@/features/accounts";
import { loadAccountPage } from "@/features/accounts/server";

export const metadata: Metadata = { title: "Account" };

type Props = { params: Promise<{ customerId: string; accountId: string }> };

export default async function Page({ params }: Props) {
  const { customerId, accountId } = await params;
  return <AccountPage view={await loadAccountPage(customerId, accountId)} />;
}
