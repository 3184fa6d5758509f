import "server-only";
import { notFound, redirect } from "next/navigation";
import { customerTimeline } from "@/features/customers/server";
import { onboardingOptions } from "@/features/onboarding/server";
import { LATEST_TRANSACTIONS } from "@/features/transactions";
import { isCamsError } from "@/lib/cams/client";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCorporate } from "@/lib/console/directory";
import { orNotFound } from "@/lib/console/or-not-found";
import { readOrExplain } from "@/lib/console/read-or-explain";
import type { Db } from "@/lib/db";

/** The corporate as the provider has it now, noted in the directory on the way. */
export async function readCorporate(db: Db, corporateId: string) {
  const corporate = await orNotFound(
    camsClient().call("getCorporate", { params: { corporate_id: corporateId } }),
  );
  await recordSeenQuietly(db, seenCorporate(corporate));
  return corporate;
}

/**
 * A corporate with its individuals and accounts; an unknown id is a real 404. The first
 * account's latest transactions and the timeline need what the read names; they are started
 * here and stream in.
 */
export async function loadCorporatePage(corporateId: string) {
  const { db, user } = await requirePagePermission("corporates.view");
  const corporate = await readCorporate(db, corporateId);
  const accounts = corporate.accounts ?? [];
  const firstAccount = accounts[0];
  return {
    corporate,
    latest:
      firstAccount &&
      readOrExplain(
        db,
        camsClient().call("listCorporateAccountTransactions", {
          params: { corporate_account_id: firstAccount.account_id },
          query: { page_number: 1, page_size: LATEST_TRANSACTIONS },
        }),
      ),
    timeline: customerTimeline(db, {
      corporateId: corporate.corporate_id,
      accountIds: accounts.map((a) => a.account_id),
      cardIds: [],
    }),
    // Buttons a role cannot use are hidden; the actions refuse them anyway.
    can: {
      manage: can(user.role, "corporates.manage"),
      moveMoney: can(user.role, "accounts.moveMoney"),
    },
  };
}

export type CorporatePageView = Awaited<ReturnType<typeof loadCorporatePage>>;

/** The corporate and one of its accounts, for the account's own pages; not its account is a 404. */
export async function corporateAccountOrNotFound(db: Db, corporateId: string, accountId: string) {
  const corporate = await readCorporate(db, corporateId);
  const account = corporate.accounts?.find((item) => item.account_id === accountId);
  if (!account) notFound();
  return { corporate, account };
}

/** "Open accounts" for a corporate: corporates.manage, and a real 404 for an unknown id. */
export async function loadCorporateOpenAccountsPage(corporateId: string) {
  const { db } = await requirePagePermission("corporates.manage");
  const corporate = await readCorporate(db, corporateId);
  return {
    corporate: { corporate_id: corporate.corporate_id, name: corporate.name },
    options: onboardingOptions(),
  };
}

export type CorporateOpenAccountsView = Awaited<ReturnType<typeof loadCorporateOpenAccountsPage>>;

/**
 * Find a corporate by its id: the provider has no corporate search (the spec lists only
 * create, read and update), so the id is the way in. A known id goes to the corporate (and
 * into the directory); an unknown one is answered in words for the field, not as a 404 page.
 */
export async function findCorporate(corporateId: string | undefined) {
  const { db } = await requirePagePermission("corporates.view");
  const id = corporateId?.trim();
  if (!id) return { corporateId: id, error: undefined };
  const read = await readOrExplain(
    db,
    camsClient()
      .call("getCorporate", { params: { corporate_id: id } })
      .catch((error) => {
        if (isCamsError(error) && error.httpStatus === 404) return null;
        throw error;
      }),
  );
  if (read.ok && read.data) {
    await recordSeenQuietly(db, seenCorporate(read.data));
    redirect(`/corporates/${encodeURIComponent(read.data.corporate_id)}`);
  }
  const error = read.ok ? "No corporate has this id. Check it and try again." : read.message;
  return { corporateId: id, error };
}
