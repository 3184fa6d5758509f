import { MAX_PAGE_SIZE } from "./page-size";
import { z } from "./zod";

export { MAX_PAGE_SIZE };

const pageNumber = z.coerce
  .number({ error: "Page number must be a number" })
  .int("Page number must be a whole number")
  .min(1, "Page number starts at 1");

const pageSize = z.coerce
  .number({ error: "Page size must be a number" })
  .int("Page size must be a whole number")
  .min(1, "Page size must be at least 1")
  .max(MAX_PAGE_SIZE, `Page size cannot be more than ${MAX_PAGE_SIZE}`);

/** List query: values come from a query string, hence the coercion. Extra parameters are refused. */
export const listQuery = z.strictObject({
  page_number: pageNumber.default(1),
  page_size: pageSize.default(MAX_PAGE_SIZE),
});

/** Paged list response: the paging fields are mandatory (v1.15), the array is typed (v1.14). */
export function pagedResponse<const K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.looseObject({
    page_number: z.number().int().min(1),
    page_size: z.number().int().min(1).max(MAX_PAGE_SIZE),
    // The spec makes only the paging fields mandatory; the sandbox always sends total_count.
    total_count: z.number().int().min(0).optional(),
    ...({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>),
  });
}
