import { z } from "@/lib/cams/zod";

/** The word typed into the reset's confirmation, so neither a slip nor a stray request empties the sandbox. */
export const resetConfirmation = z.strictObject({
  confirm: z.literal("RESET", { error: "Type RESET, in capitals, to empty the sandbox" }),
});
