import { createLoader, createSerializer } from "nuqs/server";
import type { z } from "zod";
import { atPage, filterParser, pageParser } from "@/components/ui/url-state";
import { customerSearchQuery } from "@/lib/cams";
import { searchTextProblem } from "@/lib/console/directory/search-text";

/**
 * The provider's customer search as it sits in the URL: its own parameter names, plus `page`.
 * An exact lookup (a whole identification value, the start of a last name) that finds
 * customers the directory has not seen yet; the list's other filters are the directory's
 * (see search-params.ts, which includes these).
 */
export const customerSearchParams = {
  identification_value: filterParser,
  last_name: filterParser,
  page: pageParser,
};

export const loadCustomerSearchParams = createLoader(customerSearchParams);
export type CustomerSearchParams = Awaited<ReturnType<typeof loadCustomerSearchParams>>;

export type CustomerFilterValues = {
  identification_value?: string;
  last_name?: string;
};

export type ParsedCustomerSearch =
  | { ok: true; query: z.output<typeof customerSearchQuery>; filters: CustomerFilterValues }
  | { ok: false; fieldErrors: Record<string, string>; filters: CustomerFilterValues };

const filterKeys = ["identification_value", "last_name"] as const;

/**
 * Checks the URL's filters with the same schema the client sends, so a hand-edited URL gets
 * the provider's rule as a field message instead of a refused request. Blank fields mean "any".
 * A last name is also held to the console's size of a search text (the directory's rule): the
 * built-in sandbox shares the console's database.
 */
export function parseCustomerSearch(
  params: CustomerFilterValues,
  page: number,
): ParsedCustomerSearch {
  const filters: CustomerFilterValues = {};
  for (const key of filterKeys) {
    const value = params[key]?.trim();
    if (value) filters[key] = value;
  }
  const parsed = customerSearchQuery.safeParse({ ...filters, page_number: page });
  const tooBig = filters.last_name ? searchTextProblem(filters.last_name) : null;
  if (parsed.success && !tooBig) return { ok: true, query: parsed.data, filters };
  const fieldErrors: Record<string, string> = tooBig ? { last_name: tooBig } : {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors, filters };
}

const serialize = createSerializer(customerSearchParams);

/** The list URL for a page of the given filters; page 1 is left out to keep shared links short. */
export function customersHref(page: number, filters: CustomerFilterValues): string {
  return `/customers${serialize({
    identification_value: filters.identification_value ?? "",
    last_name: filters.last_name ?? "",
    page: atPage(page),
  })}`;
}
