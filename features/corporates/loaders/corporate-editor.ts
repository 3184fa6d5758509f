import "server-only";
import { requirePagePermission } from "@/lib/console/auth/session";
import { readCorporate } from "./corporate-page";

/** The new-corporate form: only for roles that may create one (a real 403 otherwise). */
export async function loadNewCorporate() {
  await requirePagePermission("corporates.manage");
}

/** The corporate to edit, as the provider has it now; an unknown id is a real 404. */
export async function loadCorporateEditor(corporateId: string) {
  const { db } = await requirePagePermission("corporates.manage");
  return readCorporate(db, corporateId);
}
