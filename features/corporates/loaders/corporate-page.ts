import "server-only";
import { redirect } from "next/navigation";
import { onboardingOptions } from "@/features/onboarding/server";
import { isCamsError } from "@/lib/cams/client";
import { can } from "@/lib/console/auth/permissions";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { orNotFound } from "@/lib/console/or-not-found";
import { readOrExplain } from "@/lib/console/read-or-explain";

/** A corporate with its individuals and accounts; an unknown id is a real 404. */
export async function loadCorporatePage(corporateId: string) {
  const { user } = await requirePagePermission("corporates.view");
  const corporate = await orNotFound(
    camsClient().call("getCorporate", { params: { corporate_id: corporateId } }),
  );
  // "Open accounts" is offered to the roles that may manage corporates; the action checks it too.
  return { corporate, canManage: can(user.role, "corporates.manage") };
}

export type CorporatePageView = Awaited<ReturnType<typeof loadCorporatePage>>;

/** "Open accounts" for a corporate: corporates.manage, and a real 404 for an unknown id. */
export async function loadCorporateOpenAccountsPage(corporateId: string) {
  await requirePagePermission("corporates.manage");
  const corporate = await orNotFound(
    camsClient().call("getCorporate", { params: { corporate_id: corporateId } }),
  );
  return {
    corporate: { corporate_id: corporate.corporate_id, name: corporate.name },
    options: onboardingOptions(),
  };
}

export type CorporateOpenAccountsView = Awaited<ReturnType<typeof loadCorporateOpenAccountsPage>>;

/**
 * Find a corporate by its id: the provider has no corporate search (the spec lists only
 * create, read and update), so the id is the way in. A known id goes to the corporate; an
 * unknown one is answered in words for the field, not as a 404 page.
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
  if (read.ok && read.data) redirect(`/corporates/${encodeURIComponent(read.data.corporate_id)}`);
  const error = read.ok ? "No corporate has this id. Check it and try again." : read.message;
  return { corporateId: id, error };
}
