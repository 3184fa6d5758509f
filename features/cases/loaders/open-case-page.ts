import "server-only";
import { customerOrNotFound } from "@/features/customers/server";
import { requirePagePermission } from "@/lib/console/auth/session";

/** The form that raises a case by hand, for the customer it names (read from the provider). */
export async function loadOpenCasePage(customerId: string) {
  await requirePagePermission("cases.open");
  const customer = await customerOrNotFound(customerId);
  return {
    customerId: customer.customer_id,
    customerName: `${customer.first_name} ${customer.last_name}`,
  };
}

export type OpenCasePageView = Awaited<ReturnType<typeof loadOpenCasePage>>;
