import { z } from "@/lib/cams/zod";

/** "Sync now" names what it asks for, so an empty or stray request is refused by the schema. */
export const syncDirectoryRequest = z.strictObject({ run: z.literal("incremental") });

/** The word the rebuild's confirmation sends: the list is emptied while it refills. */
export const rebuildDirectoryRequest = z.strictObject({
  confirm: z.literal("REBUILD", { error: "Confirm the rebuild to empty and refill the directory" }),
});
