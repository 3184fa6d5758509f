import "server-only";
import { notFound } from "next/navigation";
import { customerOrNotFound } from "@/features/customers/server";
import { latestVerification } from "@/features/events/server";
import { LATEST_TRANSACTIONS } from "@/features/transactions";
import { customerHold } from "@/lib/cams";
import { policiesForForms } from "@/lib/console/approvals/store";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { onSandbox } from "@/lib/console/on-sandbox";
import { moneyApprovalActions } from "@/lib/db/schema/approval-values";
import type { AccountPageView } from "../components/account-page";
import { firstTransactions, loadOutgoingTransfers } from "./outgoing-transfers";

/**
 * The account page: the permission first (a real 403 before anything streams), then the
 * customer, whose account it must be (the provider has no single-account read). The latest
 * transactions and the outgoing transfers come from one read of the provider, started with the
 * customer's and streamed in when it arrives.
 */
export async function loadAccountPage(
  customerId: string,
  accountId: string,
): Promise<AccountPageView> {
  const { db, user } = await requirePagePermission("customers.view");
  // Started with the customer's read, not after it: the page waits for the slower of the two,
  // not their sum. Shown only once the account proves to be the customer's (else a 404, and
  // this read is dropped: the catch keeps its failure from being an unhandled rejection).
  const first = firstTransactions(db, accountId);
  first.catch(() => undefined);
  const [customer, verification, policies] = await Promise.all([
    customerOrNotFound(customerId),
    latestVerification(db, customerId),
    policiesForForms(db, moneyApprovalActions),
  ]);
  const accounts = customer.accounts ?? [];
  const account = accounts.find((a) => a.account_id === accountId);
  if (!account) notFound();
  // Money actions a role cannot use are hidden; the actions refuse them anyway.
  const moveMoney = can(user.role, "accounts.moveMoney");
  return {
    owner: { kind: "customer", id: customerId },
    ownerName: `${customer.first_name} ${customer.last_name}`,
    account,
    // A held customer's money does not move: the provider refuses it (4224005 and kin), so the
    // page says why instead of offering forms whose refusal arrives only after sending.
    hold: customerHold(customer.status),
    verification: verification && {
      status: verification.status,
      reportedAt: verification.eventCreatedAt,
    },
    otherAccounts: accounts.filter((a) => a.account_id !== accountId),
    moveMoney,
    policies,
    latest: first.then((read) =>
      read.ok
        ? { ...read, data: { transactions: read.data.transactions.slice(0, LATEST_TRANSACTIONS) } }
        : read,
    ),
    outgoingTransfers: {
      read: loadOutgoingTransfers(db, accountId, first),
      canSimulate: moveMoney && onSandbox(),
    },
  };
}
