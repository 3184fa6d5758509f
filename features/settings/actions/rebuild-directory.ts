"use server";

import { ActionRefusal, defineAction } from "@/lib/console/actions/define-action";
import { rebuildDirectory as emptyAndRefill } from "@/lib/console/directory/background";
import { rebuildDirectoryRequest } from "../lib/directory-sync";

/**
 * "Rebuild": empties the directory's customers, their accounts and cards, and refills them
 * from the provider in the background (the page shows the progress). Corporates stay: the
 * provider cannot list them.
 */
export const rebuildDirectory = defineAction({
  name: "directory.rebuild",
  permission: "settings.manage",
  kind: "provider",
  schema: rebuildDirectoryRequest,
  async run() {
    const emptied = await emptyAndRefill();
    if (!emptied.ok) {
      throw new ActionRefusal(
        "BUSY",
        "A sync is running. Rebuild once it has ended (its outcome shows here).",
      );
    }
    return {
      data: { message: "The directory was emptied; it refills from the provider now." },
      target: { type: "directory", id: null },
    };
  },
});
