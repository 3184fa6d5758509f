import { z } from "zod";

/** One catalog record (GET /errorcodes/{code}); status_code is always a string. */
export const errorCodeRecord = z.looseObject({
  code: z.number().int(),
  detail: z.string(),
  status_code: z.string(),
});

export const errorCodeList = z.array(errorCodeRecord);

/** A failed response: at least `code`; `errors` (field → messages) on validation failures. */
export const errorResponse = z.looseObject({
  code: z.number().int(),
  detail: z.string().optional(),
  status_code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
