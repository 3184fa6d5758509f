import { password } from "@/lib/cams";
import { z } from "@/lib/cams/zod";

/**
 * The rotation form: the new password under the interface's password rules (lib/cams), typed
 * twice, since nobody can read it back afterwards. The current one is never asked for: the
 * console holds it.
 */
export const providerPasswordChange = z
  .object({ new_password: password, confirm_password: z.string() })
  .refine((value) => value.new_password === value.confirm_password, {
    message: "The two passwords differ: type the same new password twice",
    path: ["confirm_password"],
  });
