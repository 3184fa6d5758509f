import { and, eq, gte, like, lt, not, or, type SQL } from "drizzle-orm";
import { dateRangeProblem } from "@/components/ui/date-range";
import { z } from "@/lib/cams/zod";
import { type AuditOutcome, auditLog } from "@/lib/db/schema";
import { type AuditKind, auditKindPrefixes } from "./audit-kinds";
import type { AuditParams } from "./search-params";

export type AuditFilters = {
  kind?: AuditKind;
  actor?: string;
  /** `kind:id`, as the URL carries it. */
  target?: string;
  outcome?: AuditOutcome;
  /** Days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  /** Times of those days in UTC, `HH:MM`, to the minute: `toTime` includes its whole minute. */
  fromTime?: string;
  toTime?: string;
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The kinds of target the filter picks (through the global search, or the people): the
 * directory's four, and a console user by their email, as their entries name them.
 */
const auditTargetKinds = ["customer", "corporate", "account", "card", "user"] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];

/** A target filter's `kind:id`, or null when it is none of the kinds or its id is unlikely. */
export function parseAuditTarget(value: string): { type: AuditTargetKind; id: string } | null {
  const at = value.indexOf(":");
  const type = value.slice(0, at) as AuditTargetKind;
  const id = value.slice(at + 1);
  if (at < 1 || !auditTargetKinds.includes(type) || id.length < 1 || id.length > 254) return null;
  return { type, id };
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** The instant a day and a time of it (UTC) name. */
const instant = (day: string, time: string) => new Date(`${day}T${time}:00.000Z`);

/**
 * A time field's value, or undefined with the reason on its field: not a time, or a time
 * without the day it is on.
 */
function readTime(
  raw: string | null,
  day: string | null,
  field: "fromTime" | "toTime",
  fieldErrors: Record<string, string>,
): string | undefined {
  const text = raw?.trim() ?? "";
  if (text === "") return undefined;
  if (!TIME.test(text))
    fieldErrors[field] =
      `“${text.slice(0, 24)}” is not a time: write it as hours:minutes, like 09:30.`;
  else if (!day?.trim()) fieldErrors[field] = "Choose the day this time is on, too.";
  else return text;
  return undefined;
}

/**
 * The filters the URL gives, or the sentence for each field that cannot be used (a hand-edited
 * URL: an actor that is no id, a range that ends before it starts, a time without its day).
 */
export function readAuditFilters(params: AuditParams): {
  filters: AuditFilters;
  fieldErrors: Record<string, string>;
} {
  const fieldErrors: Record<string, string> = {};
  const actor = params.actor?.trim() || undefined;
  if (actor && !z.uuid().safeParse(actor).success)
    fieldErrors.actor = "Choose a person from the list.";
  const target = params.target?.trim() || undefined;
  if (target && !parseAuditTarget(target))
    fieldErrors.target = "Choose a customer, corporate, account, card or person from the list.";
  const range = dateRangeProblem(params.from, params.to);
  if (range) fieldErrors.to = range;
  const from = range ? undefined : params.from?.trim() || undefined;
  const to = range ? undefined : params.to?.trim() || undefined;
  // A time is read against the day typed beside it; a range of days that cannot be used drops
  // its times too.
  const times = [
    readTime(params.fromTime, params.from, "fromTime", fieldErrors),
    readTime(params.toTime, params.to, "toTime", fieldErrors),
  ];
  const fromTime = range ? undefined : times[0];
  let toTime = range ? undefined : times[1];
  if (from && to && instant(from, fromTime ?? "00:00") > instant(to, toTime ?? "23:59")) {
    fieldErrors.toTime = `The range ends before it starts: choose a time at or after ${fromTime}.`;
    toTime = undefined;
  }
  return {
    fieldErrors,
    filters: {
      kind: params.kind ?? undefined,
      actor: fieldErrors.actor ? undefined : actor,
      target: fieldErrors.target ? undefined : target,
      outcome: params.outcome ?? undefined,
      from,
      to,
      fromTime,
      toTime,
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
  const target = filters.target ? parseAuditTarget(filters.target) : null;
  return and(
    kindWhere,
    filters.actor ? eq(auditLog.actorId, filters.actor) : undefined,
    target
      ? and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id))
      : undefined,
    filters.outcome ? eq(auditLog.outcome, filters.outcome) : undefined,
    filters.from ? gte(auditLog.at, instant(filters.from, filters.fromTime ?? "00:00")) : undefined,
    // Inclusive of the whole `to` day, or of the whole minute of `toTime`.
    filters.to
      ? lt(
          auditLog.at,
          filters.toTime
            ? new Date(instant(filters.to, filters.toTime).getTime() + MINUTE_MS)
            : new Date(startOfDay(filters.to).getTime() + DAY_MS),
        )
      : undefined,
  );
}
