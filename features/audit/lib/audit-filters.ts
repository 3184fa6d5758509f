import { and, eq, gte, like, lt, not, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { dateRangeProblem } from "@/components/ui/date-range";
import { type AuditOutcome, auditLog } from "@/lib/db/schema";
import { type AuditKind, auditKindPrefixes } from "./audit-kinds";
import type { AuditParams } from "./search-params";

export type AuditFilters = {
  kind?: AuditKind;
  actor?: string;
  outcome?: AuditOutcome;
  from?: string;
  to?: string;
};

const DAY_MS = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The filters the URL gives, or the sentence for each field that cannot be used (a hand-edited
 * URL: an actor that is no id, a range that ends before it starts).
 */
export function readAuditFilters(params: AuditParams): {
  filters: AuditFilters;
  fieldErrors: Record<string, string>;
} {
  const fieldErrors: Record<string, string> = {};
  const actor = params.actor?.trim() || undefined;
  if (actor && !z.uuid().safeParse(actor).success)
    fieldErrors.actor = "Choose a person from the list.";
  const range = dateRangeProblem(params.from, params.to);
  if (range) fieldErrors.to = range;
  return {
    fieldErrors,
    filters: {
      kind: params.kind ?? undefined,
      actor: fieldErrors.actor ? undefined : actor,
      outcome: params.outcome ?? undefined,
      from: range ? undefined : params.from?.trim() || undefined,
      to: range ? undefined : params.to?.trim() || undefined,
    },
  };
}

const startsWith = (prefix: string) => like(auditLog.action, `${prefix.replace(/_/g, "\\_")}%`);

/** The filters as SQL. No kind means everything but sign-ins. */
export function auditFiltersWhere(filters: AuditFilters): SQL | undefined {
  const kind = filters.kind;
  const kindWhere =
    kind === "everything"
      ? undefined
      : kind
        ? or(...auditKindPrefixes[kind].map(startsWith))
        : not(or(...auditKindPrefixes["sign-ins"].map(startsWith)) as SQL);
  return and(
    kindWhere,
    filters.actor ? eq(auditLog.actorId, filters.actor) : undefined,
    filters.outcome ? eq(auditLog.outcome, filters.outcome) : undefined,
    filters.from ? gte(auditLog.at, startOfDay(filters.from)) : undefined,
    // Inclusive of the whole `to` day.
    filters.to ? lt(auditLog.at, new Date(startOfDay(filters.to).getTime() + DAY_MS)) : undefined,
  );
}
