import "server-only";
import type { z } from "zod";
import type { CamsClient } from "@/lib/cams/client";
import { ActionRefusal } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import type { Customer } from "./customer";

/**
 * What an editor's action runs: the change, with the part of the customer it touches read
 * before and after it for the audit entry. The part is also what the browser gets back.
 * `check` sees the customer as stored before anything is sent, and refuses by throwing.
 */
export async function changeCustomer<Part>(
  customerId: string,
  change: (client: CamsClient) => Promise<Customer>,
  part: (customer: Customer) => Part,
  check?: (stored: Customer) => void,
) {
  const client = camsClient();
  const stored = await client.call("getCustomer", { params: { customer_id: customerId } });
  check?.(stored);
  const before = part(stored);
  const after = part(await change(client));
  return { data: after, target: { type: "customer", id: customerId }, before, after };
}

/**
 * A form's rule for this customer (lib/cams), checked again on the server against the customer
 * as stored, for changeCustomer's `check`: a crafted request the form would have refused is
 * refused on its field in the same words.
 */
export function storedRule(ruleFor: (stored: Customer) => z.ZodType, changes: object) {
  return (stored: Customer) => {
    const parsed = ruleFor(stored).safeParse(changes);
    if (parsed.success) return;
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
    throw new ActionRefusal("VALIDATION", "Some fields need attention.", fieldErrors);
  };
}
