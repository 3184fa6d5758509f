"use server";

import { corporateUpdateRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCorporate } from "@/lib/console/directory";

/**
 * PATCH /corporates/{id}: the given fields replace the stored ones, the address as a whole. A
 * parent must exist and may not be the corporate itself or one of its subsidiaries (the
 * provider's 4000001 lands on parent_corporate_id).
 */
export const updateCorporate = defineAction({
  name: "corporate.update",
  permission: "corporates.manage",
  kind: "provider",
  schema: corporateUpdateRequest.safeExtend({ corporate_id: resourceId }),
  async run({ corporate_id, ...body }, { db }) {
    const client = camsClient();
    const before = await client.call("getCorporate", { params: { corporate_id } });
    const corporate = await client.call("updateCorporate", { params: { corporate_id }, body });
    await recordSeenQuietly(db, seenCorporate(corporate));
    const stored = {
      name: before.name,
      registration_number: before.registration_number ?? null,
      tax_residency: before.tax_residency ?? null,
      address: before.address ?? null,
      parent_corporate_id: before.parent_corporate_id ?? null,
    };
    return {
      data: { corporate_id },
      target: { type: "corporate", id: corporate_id },
      before: stored,
      after: body,
    };
  },
});
