import type { CamsClient } from "@/lib/cams/client";
import { seedEarlyCases, seedLateHold } from "./compliance";
import { seedJane } from "./manager";
import { seedAnonymous, seedCorporate } from "./others";
import { seedCarla } from "./support";

export type DemoData = {
  customers: { jane: string; carla: string; hanna: string; ronja: string; henrik: string };
  anonymous: string[];
  corporateId: string;
  /**
   * Every corporate made, as read at the end: the provider cannot list corporates, so the
   * console's directory holds them only if the seeder enters them (lib/bootstrap.ts).
   */
  corporates: Awaited<ReturnType<typeof seedCorporate>>[];
};

/**
 * Seeds the sandbox demo scenario (./cast.ts) through the interface, only into a sandbox that
 * has no customer yet: answers what it made, or null when it left the sandbox alone. A failure
 * midway leaves what was made, and the next start skips it as not empty.
 */
export async function seedDemoData(cams: CamsClient): Promise<DemoData | null> {
  const probe = await cams.call("searchCustomers", { query: { page_number: 1, page_size: 1 } });
  if ((probe.total_count ?? probe.customers.length) > 0) return null;

  // The two holds are made first and last, so the queue's oldest-first order shows a gap.
  const { hanna, ronja } = await seedEarlyCases(cams);
  const jane = await seedJane(cams);
  const carla = await seedCarla(cams);
  const corporate = await seedCorporate(cams);
  const anonymous = await seedAnonymous(cams);
  const henrik = await seedLateHold(cams);
  return {
    customers: { jane, carla, hanna, ronja, henrik },
    anonymous,
    corporateId: corporate.corporate_id,
    corporates: [corporate],
  };
}
