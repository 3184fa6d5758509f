import { z } from "@/lib/cams/zod";

/** Some notices by id (one clicked), or all of them ("Mark all as read"). */
export const markNotificationsReadInput = z.union([
  z.strictObject({
    ids: z
      .array(z.number().int().positive(), { error: "Choose the notices to mark" })
      .min(1)
      .max(100),
  }),
  z.strictObject({ all: z.literal(true) }),
]);
