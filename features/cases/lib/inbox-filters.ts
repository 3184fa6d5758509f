import { and, eq, gte, isNull, lt, type SQL } from "drizzle-orm";
import { dateRangeProblem } from "@/components/ui/date-range";
import { z } from "@/lib/cams/zod";
import { nameMatches, searchTextProblem } from "@/lib/console/directory";
import { complianceCases } from "@/lib/db/schema";
import type { CaseKind, CaseStatus } from "@/lib/db/schema/case-values";
import type { InboxParams } from "./search-params";

export type InboxFilters = {
  status?: CaseStatus;
  kind?: CaseKind;
  /** An officer's id, or "none": the unassigned. */
  owner?: string;
  dueFrom?: string;
  dueTo?: string;
  customer?: string;
};

const DAY_MS = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The filters the URL gives, or the sentence for each field that cannot be used (a hand-edited
 * URL: an owner that is no id, a range that ends before it starts, an over-long name).
 */
export function readInboxFilters(params: InboxParams): {
  filters: InboxFilters;
  fieldErrors: Record<string, string>;
} {
  const fieldErrors: Record<string, string> = {};
  const owner = params.owner?.trim() || undefined;
  if (owner && owner !== "none" && !z.uuid().safeParse(owner).success)
    fieldErrors.owner = "Choose an owner from the list.";
  const range = dateRangeProblem(params.due_from, params.due_to);
  if (range) fieldErrors.due_to = range;
  const customer = params.customer?.trim() || undefined;
  const nameProblem = customer ? searchTextProblem(customer) : null;
  if (nameProblem) fieldErrors.customer = nameProblem;
  return {
    fieldErrors,
    filters: {
      status: params.status ?? undefined,
      kind: params.kind ?? undefined,
      owner: fieldErrors.owner ? undefined : owner,
      dueFrom: range ? undefined : params.due_from?.trim() || undefined,
      dueTo: range ? undefined : params.due_to?.trim() || undefined,
      customer: nameProblem ? undefined : customer,
    },
  };
}

export const hasFilters = (filters: InboxFilters) =>
  Object.values(filters).some((value) => value !== undefined);

/** The filters as SQL, with the directory joined for the customer's name. */
export function filtersWhere(filters: InboxFilters): SQL | undefined {
  const c = complianceCases;
  return and(
    filters.status ? eq(c.status, filters.status) : undefined,
    filters.kind ? eq(c.kind, filters.kind) : undefined,
    filters.owner === "none"
      ? isNull(c.ownerId)
      : filters.owner
        ? eq(c.ownerId, filters.owner)
        : undefined,
    filters.dueFrom ? gte(c.dueAt, startOfDay(filters.dueFrom)) : undefined,
    // Inclusive of the whole `to` day.
    filters.dueTo ? lt(c.dueAt, new Date(startOfDay(filters.dueTo).getTime() + DAY_MS)) : undefined,
    filters.customer ? nameMatches(filters.customer) : undefined,
  );
}
