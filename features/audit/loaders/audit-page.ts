import "server-only";
import { pageOrFirst } from "@/components/ui/url-state";
import { auditTargets } from "@/features/audit/lib/audit-targets";
import { requirePagePermission } from "@/lib/console/auth/session";
import type { Db } from "@/lib/db";
import { listAuditEntries } from "../lib/list-audit-entries";
import { loadAuditParams } from "../lib/search-params";

/** One page of entries and their targets, named in one batch. */
async function namedEntries(db: Db, query: Parameters<typeof listAuditEntries>[1]) {
  const page = await listAuditEntries(db, query);
  return { ...page, targets: await auditTargets(db, page.rows) };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The audit log, filtered by outcome; the permission first, the page streamed in. */
export async function loadAuditPage(searchParams: SearchParams) {
  const { db } = await requirePagePermission("audit.view");
  const params = await loadAuditParams(searchParams);
  const page = pageOrFirst(params.page);
  const outcome = params.outcome ?? undefined;
  return { page, outcome, entries: namedEntries(db, { page, outcome }) };
}

export type AuditPageView = Awaited<ReturnType<typeof loadAuditPage>>;
