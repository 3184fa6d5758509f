import { createLoader, createSerializer, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { atPage, pageParser } from "@/components/ui/url-state";
import { auditOutcomes } from "@/lib/db/schema";
import { auditKinds } from "./audit-kinds";

/**
 * The Audit page's URL: its filters and the page. One parser map, read by the loader, written by
 * the filter form (a GET form) and the pager.
 */
const auditParams = {
  kind: parseAsStringLiteral(auditKinds),
  /** A console user's id. */
  actor: parseAsString,
  /** What the entries were aimed at, as `kind:id`: `account:<id>`, `user:<email>`… */
  target: parseAsString,
  outcome: parseAsStringLiteral(auditOutcomes),
  from: parseAsString,
  to: parseAsString,
  /** Times of `from` and `to` in UTC, `HH:MM`. */
  fromTime: parseAsString,
  toTime: parseAsString,
  page: pageParser,
};

export const loadAuditParams = createLoader(auditParams);
export type AuditParams = Awaited<ReturnType<typeof loadAuditParams>>;

const serialize = createSerializer(auditParams);

/** The page `page` of the log under these filters. */
export function auditHref(page: number, params: Partial<Omit<AuditParams, "page">> = {}): string {
  return `/audit${serialize({
    kind: params.kind ?? null,
    actor: params.actor || null,
    target: params.target || null,
    outcome: params.outcome ?? null,
    from: params.from || null,
    to: params.to || null,
    fromTime: params.fromTime || null,
    toTime: params.toTime || null,
    page: atPage(page),
  })}`;
}
