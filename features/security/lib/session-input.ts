import { z } from "@/lib/cams/zod";

/** One of the user's own sessions, to end. */
export const endSessionInput = z.strictObject({ sessionId: z.uuid() });
