import { z } from "@/lib/cams/zod";
import { roles } from "@/lib/db/schema/roles";

/** Who an admin invites: their address (their sign-in), their name, their role. */
export const inviteUserInput = z.strictObject({
  email: z
    .string()
    .trim()
    .max(254, "An email address has at most 254 characters")
    .pipe(z.email({ error: "Enter an email address, like name@example.com" })),
  name: z
    .string()
    .trim()
    .min(1, "Enter the person's name")
    .max(100, "A name has at most 100 characters"),
  role: z.enum(roles, { error: "Choose a role" }),
});

/** The person an admin resets a password or second factor of, or ends the sessions of. */
export const personInput = z.strictObject({ userId: z.uuid() });
