import "server-only";
import { redirect } from "next/navigation";
import { isCamsError } from "@/lib/cams/client";
import { requirePagePermission } from "@/lib/console/auth/session";
import { camsClient } from "@/lib/console/cams-client";
import { orNotFound } from "@/lib/console/or-not-found";
import { readOrExplain } from "@/lib/console/read-or-explain";

/** A corporate with its individuals and accounts; an unknown id is a real 404. */
export async function loadCorporatePage(corporateId: string) {
  await requirePagePermission("corporates.view");
  return orNotFound(camsClient().call("getCorporate", { params: { corporate_id: corporateId } }));
}

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
