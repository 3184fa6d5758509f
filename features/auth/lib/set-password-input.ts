import { z } from "@/lib/cams/zod";
import { MIN_USER_PASSWORD_LENGTH } from "@/lib/console/auth/password-rules";

/** A password set from a one-time link: the same rule as `npm run user:create`, typed twice. */
export const setPasswordInput = z
  .strictObject({
    token: z.string().max(100),
    password: z
      .string()
      .min(MIN_USER_PASSWORD_LENGTH, `Use at least ${MIN_USER_PASSWORD_LENGTH} characters`)
      .max(200, "Use at most 200 characters"),
    confirm: z.string(),
  })
  .refine((input) => input.password === input.confirm, {
    path: ["confirm"],
    message: "The two passwords differ: type the same one twice",
  });
