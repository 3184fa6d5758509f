import "server-only";
import { pageOrFirst } from "@/components/ui/url-state";
import { requirePagePermission } from "@/lib/console/auth/session";
import { consoleNow } from "@/lib/console/clock";
import { escalateOverdue } from "../lib/escalate";
import { inboxCounts, inboxFilteredTotal, inboxPage } from "../lib/inbox";
import { hasFilters, readInboxFilters } from "../lib/inbox-filters";
import { defaultView, type InboxView } from "../lib/inbox-views";
import { officersWithLoad } from "../lib/officers";
import { loadInboxParams } from "../lib/search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The case inbox: the permission first (a real 403 before anything renders), overdue cases
 * escalated, then the view's page and every view's count. An officer starts on their own
 * cases; an admin, who reads but does not work cases, on all open ones. Both see the officers
 * (who is away, who owns how many).
 */
export async function loadInboxPage(searchParams: SearchParams) {
  const { db, user } = await requirePagePermission("cases.view");
  const params = await loadInboxParams(searchParams);
  const view: InboxView = params.view ?? defaultView(user.role);
  const { filters, fieldErrors } = readInboxFilters(params);
  const filtered = hasFilters(filters);
  const page = pageOrFirst(params.page);
  const now = await consoleNow(db);
  await escalateOverdue(db, now);
  const canWork = user.role === "compliance";
  const query = { view, userId: user.id, now, filters };
  const [counts, rows, officers, filteredTotal] = await Promise.all([
    inboxCounts(db, user.id, now),
    inboxPage(db, { ...query, page }),
    officersWithLoad(db),
    filtered ? inboxFilteredTotal(db, query) : null,
  ]);
  return {
    view,
    page,
    now,
    counts,
    rows,
    total: filteredTotal ?? counts[view],
    filtered,
    fieldErrors,
    /** The filters as the URL gave them, for the form and the links. */
    filterValues: {
      status: params.status,
      kind: params.kind,
      owner: params.owner,
      due_from: params.due_from,
      due_to: params.due_to,
      customer: params.customer,
    },
    canWork,
    officers,
    userId: user.id,
  };
}

export type InboxPageView = Awaited<ReturnType<typeof loadInboxPage>>;
