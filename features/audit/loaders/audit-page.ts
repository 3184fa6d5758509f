import "server-only";
import { pageOrFirst } from "@/components/ui/url-state";
import { auditTargetName, auditTargets } from "@/features/audit/lib/audit-targets";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listUsers } from "@/lib/console/auth/users";
import type { Db } from "@/lib/db";
import { parseAuditTarget, readAuditFilters } from "../lib/audit-filters";
import { listAuditEntries } from "../lib/list-audit-entries";
import { loadAuditParams } from "../lib/search-params";

/** One page of entries and their targets, named in one batch. */
async function namedEntries(db: Db, query: Parameters<typeof listAuditEntries>[1]) {
  const page = await listAuditEntries(db, query);
  return { ...page, targets: await auditTargets(db, page.rows) };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The audit log under the URL's filters (sign-ins left out unless asked for); the permission
 * first, the people for the actor filter beside it, the page streamed in.
 */
export async function loadAuditPage(searchParams: SearchParams) {
  const { db } = await requirePagePermission("audit.view");
  const params = await loadAuditParams(searchParams);
  const page = pageOrFirst(params.page);
  const { filters, fieldErrors } = readAuditFilters(params);
  const people = (await listUsers(db)).map((u) => ({ id: u.id, name: u.name, email: u.email }));
  const target = filters.target ? parseAuditTarget(filters.target) : null;
  return {
    page,
    filters,
    filtered: Object.values(filters).some((value) => value !== undefined),
    /** What the form shows: what the URL said, even where it cannot be used. */
    values: {
      actor: params.actor,
      target: params.target,
      from: params.from,
      to: params.to,
      fromTime: params.fromTime,
      toTime: params.toTime,
    },
    fieldErrors,
    people,
    targetLabel: target ? await auditTargetName(db, target, people) : null,
    entries: namedEntries(db, { page, filters }),
  };
}

export type AuditPageView = Awaited<ReturnType<typeof loadAuditPage>>;
