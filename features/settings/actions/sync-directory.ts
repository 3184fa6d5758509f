"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { syncDirectoryNow } from "@/lib/console/directory/background";
import { syncDirectoryRequest } from "../lib/directory-sync";

/**
 * "Sync now": the incremental sync at once (or the next pages of a backfill under way). A
 * provider that is down is a refusal in words; the page shows it too, and the next period retries.
 */
export const syncDirectory = defineAction({
  name: "directory.sync",
  permission: "settings.manage",
  kind: "provider",
  schema: syncDirectoryRequest,
  async run() {
    const report = await syncDirectoryNow();
    if (!report.ran) {
      throw new ActionRefusal(
        "BUSY",
        "A sync is already running. Its outcome shows here when it ends.",
      );
    }
    if (!report.ok) throw new ActionRefusal("PROVIDER_UNAVAILABLE", report.message);
    return {
      data: { message: report.message },
      target: { type: "directory", id: null },
      after: { run: report.run, message: report.message },
    };
  },
});
