import "server-only";
import type { AccountPageView } from "@/features/accounts";
import { LATEST_TRANSACTIONS } from "@/features/transactions";
import { policiesForForms } from "@/lib/console/approvals/store";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { readOrExplain } from "@/lib/console/read-or-explain";
import { moneyApprovalActions } from "@/lib/db/schema/approval-values";
import { corporateAccountOrNotFound } from "./corporate-page";

/**
 * A corporate's account, shown by the accounts area's page: the permission first (a real 403
 * before anything streams), then the corporate, whose account it must be (the provider has no
 * single-account read). The latest transactions are started with it and streamed in.
 */
export async function loadCorporateAccountPage(
  corporateId: string,
  accountId: string,
): Promise<AccountPageView> {
  const { db, user } = await requirePagePermission("corporates.view");
  // Started with the corporate's read, not after it (dropped, its failure caught, on a 404).
  const latest = readOrExplain(
    db,
    camsClient().call("listCorporateAccountTransactions", {
      params: { corporate_account_id: accountId },
      query: { page_number: 1, page_size: LATEST_TRANSACTIONS },
    }),
  );
  latest.catch(() => undefined);
  const [{ corporate, account }, policies] = await Promise.all([
    corporateAccountOrNotFound(db, corporateId, accountId),
    policiesForForms(db, moneyApprovalActions),
  ]);
  return {
    owner: { kind: "corporate", id: corporate.corporate_id },
    ownerName: corporate.name,
    account,
    // The spec's transfer between own accounts is a customer's; a corporate has none.
    otherAccounts: [],
    // Money actions a role cannot use are hidden; the actions refuse them anyway.
    moveMoney: can(user.role, "accounts.moveMoney"),
    policies,
    latest,
  };
}
