import type { z } from "zod";

/** Where a schema refuses a value: dotted issue paths ("" for the object itself). */
export function issuePaths(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.path.join(".")) ?? [];
}

export function issueMessages(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}
