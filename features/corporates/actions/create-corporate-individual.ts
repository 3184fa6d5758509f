"use server";

import { corporateIndividualCreateRequest, resourceId } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";

/**
 * POST /corporates/{id}/individual: a person and what they are to the corporate. `types` is a
 * list with at least one value (v1.31; the single `type` was removed in v1.33), and the
 * residence country is required.
 */
export const createCorporateIndividual = defineAction({
  name: "corporate.individual.create",
  permission: "corporates.manage",
  kind: "provider",
  schema: corporateIndividualCreateRequest.safeExtend({ corporate_id: resourceId }),
  async run({ corporate_id, ...body }) {
    const individual = await camsClient().call("createCorporateIndividual", {
      params: { corporate_id },
      body,
    });
    return {
      data: { individual_id: individual.individual_id },
      target: { type: "corporate", id: corporate_id },
      after: { individual_id: individual.individual_id, ...body },
    };
  },
});
