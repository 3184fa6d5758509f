import "server-only";
import { notFound } from "next/navigation";
import { CamsError } from "@/lib/cams/client";
import { camsClient } from "@/lib/console/cams-client";

/** GET /customers/{id} for a page, read before streaming starts so an unknown id is a real 404. */
export function customerOrNotFound(customerId: string) {
  return camsClient()
    .call("getCustomer", { params: { customer_id: customerId } })
    .catch((error) => {
      if (error instanceof CamsError && error.httpStatus === 404) notFound();
      throw error;
    });
}
