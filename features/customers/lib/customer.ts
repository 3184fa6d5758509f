import type { z } from "zod";
import type { customerResponse } from "@/lib/cams";

/** A customer as the provider answers it, read leniently. */
export type Customer = z.output<typeof customerResponse>;
