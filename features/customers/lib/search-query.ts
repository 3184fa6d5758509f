import type { z } from "zod";
import { customerSearchQuery } from "@/lib/cams";

/** The search as it sits in the URL: the provider's own parameter names, plus `page`. */
export type CustomerSearchParams = {
  identification_value?: string;
  last_name?: string;
  status?: string;
  page?: string;
};

export type CustomerFilterValues = Pick<
  CustomerSearchParams,
  "identification_value" | "last_name" | "status"
>;

export type ParsedCustomerSearch =
  | { ok: true; query: z.output<typeof customerSearchQuery>; filters: CustomerFilterValues }
  | { ok: false; fieldErrors: Record<string, string>; filters: CustomerFilterValues };

const filterKeys = ["identification_value", "last_name", "status"] as const;

/**
 * Checks the URL's filters with the same schema the client sends, so a hand-edited URL gets
 * the provider's rule as a field message instead of a refused request. Blank fields mean "any".
 */
export function parseCustomerSearch(
  params: CustomerSearchParams,
  page: number,
): ParsedCustomerSearch {
  const filters: CustomerFilterValues = {};
  for (const key of filterKeys) {
    const value = params[key]?.trim();
    if (value) filters[key] = value;
  }
  const parsed = customerSearchQuery.safeParse({ ...filters, page_number: page });
  if (parsed.success) return { ok: true, query: parsed.data, filters };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors, filters };
}

/** The list URL for a page of the given filters; page 1 is left out to keep shared links short. */
export function customersHref(page: number, filters: CustomerFilterValues): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/customers?${query}` : "/customers";
}
