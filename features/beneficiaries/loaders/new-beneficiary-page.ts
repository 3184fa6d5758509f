import "server-only";
import { customerOrNotFound } from "@/features/customers/server";
import { requirePagePermission } from "@/lib/console/auth/session";

/** The form's page: the permission first (a real 403), then the customer or a real 404. */
export async function loadNewBeneficiaryPage(customerId: string) {
  await requirePagePermission("beneficiaries.manage");
  const customer = await customerOrNotFound(customerId);
  return { customer };
}

export type NewBeneficiaryPageView = Awaited<ReturnType<typeof loadNewBeneficiaryPage>>;
