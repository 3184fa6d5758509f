import "server-only";
import { requirePagePermission } from "@/lib/console/auth/session";
import { onboardingOptions } from "../lib/options";

/** A role without the permission gets a real 403, not a wizard whose submit fails. */
export async function loadOnboardingPage() {
  await requirePagePermission("customers.onboard");
  return onboardingOptions();
}
