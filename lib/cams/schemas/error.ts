import { z } from "../zod";

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

/**
 * The envelope as the interface sends it, exactly, for the OpenAPI document: `errorResponse`
 * above is how a client reads it, tolerantly.
 */
export const errorEnvelope = z.strictObject({
  code: z.number().int(),
  detail: z.string(),
  status_code: z.string().describe("The HTTP status's name, e.g. UnprocessableEntity"),
  errors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe("On validation failures: the messages of each field that failed"),
});
