"use server";

import { corporateCreateRequest } from "@/lib/cams";
import { defineAction } from "@/lib/console/actions/define-action";
import { camsClient } from "@/lib/console/cams-client";
import { recordSeenQuietly, seenCorporate } from "@/lib/console/directory";

/**
 * POST /corporates: name, tax residency and address (mandatory since v1.20), and optionally the
 * registration number and a parent corporate (which must exist: 4000001 on that field).
 */
export const createCorporate = defineAction({
  name: "corporate.create",
  permission: "corporates.manage",
  kind: "provider",
  schema: corporateCreateRequest,
  async run(body, { db }) {
    const corporate = await camsClient().call("createCorporate", { body });
    await recordSeenQuietly(db, seenCorporate(corporate));
    return {
      data: { corporate_id: corporate.corporate_id },
      target: { type: "corporate", id: corporate.corporate_id },
      after: body,
    };
  },
});
