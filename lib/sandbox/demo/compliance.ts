import type { CamsClient } from "@/lib/cams/client";
import { demoCast, kycCustomer } from "./cast";

type Person = (typeof demoCast)["hanna" | "ronja" | "henrik"];

/** The sandbox's AML check runs at creation: the passport's AMLHOLD/AMLREJECT prefix decides. */
async function create(cams: CamsClient, person: Person): Promise<string> {
  return (await cams.call("createCustomer", { body: kycCustomer(person) })).customer_id;
}

/**
 * The compliance queue's oldest cases: Hanna Holden on hold with an expired document, and Ronja
 * Reject, rejected, whose verification failed for two reasons. Created before everyone else.
 */
export async function seedEarlyCases(cams: CamsClient): Promise<Record<"hanna" | "ronja", string>> {
  const hanna = await create(cams, demoCast.hanna);
  await cams.call("simulateUserVerification", {
    params: { customer_id: hanna },
    body: { status: "DocumentExpired" },
  });
  const ronja = await create(cams, demoCast.ronja);
  await cams.call("simulateUserVerification", {
    params: { customer_id: ronja },
    body: {
      status: "Rejected",
      reject_reason: ["BadRequest|document blurry", "FailedDependency|registry unavailable"],
    },
  });
  return { hanna, ronja };
}

/** Henrik Holt, on hold: created after everyone else, so he queues below Hanna. */
export function seedLateHold(cams: CamsClient): Promise<string> {
  return create(cams, demoCast.henrik);
}
