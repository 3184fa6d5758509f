import type { z } from "zod";
import type { corporateResponse } from "@/lib/cams/schemas/corporate";

export type CorporateResponse = z.output<typeof corporateResponse>;
