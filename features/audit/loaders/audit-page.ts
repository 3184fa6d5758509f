import "server-only";
import { pageOrFirst } from "@/components/ui/url-state";
import { requirePagePermission } from "@/lib/console/auth/session";
import { listAuditEntries } from "../lib/list-audit-entries";
import { loadAuditParams } from "../lib/search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The audit log, filtered by outcome; the permission first, the page streamed in. */
export async function loadAuditPage(searchParams: SearchParams) {
  const { db } = await requirePagePermission("audit.view");
  const params = await loadAuditParams(searchParams);
  const page = pageOrFirst(params.page);
  const outcome = params.outcome ?? undefined;
  return { page, outcome, entries: listAuditEntries(db, { page, outcome }) };
}

export type AuditPageView = Awaited<ReturnType<typeof loadAuditPage>>;
