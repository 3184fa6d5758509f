import { z } from "@/lib/cams/zod";

/** The code that confirms an enrolment: six digits from the authenticator app. */
export const confirmSecondFactorInput = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code your authenticator app shows"),
});

/** The button's own request: a new secret, replacing one not yet confirmed. */
export const startSecondFactorInput = z.strictObject({ start: z.literal(true) });
