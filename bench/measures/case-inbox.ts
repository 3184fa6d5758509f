import { drizzle } from "drizzle-orm/node-postgres";
import { inboxCounts, inboxPage } from "../../features/cases/lib/inbox";
import { type InboxView, inboxViews } from "../../features/cases/lib/inbox-views";
import type { Db } from "../../lib/db/client";
import * as schema from "../../lib/db/schema";
import { CASES } from "../lib/config";
import { sequential } from "../lib/load";
import { type BenchMeasure, ms } from "../lib/measure";
import { REQUEST_TIMEOUT_MS } from "../lib/sandbox-client";
import type { ServerContext } from "./context";

const cases = CASES.toLocaleString("en");
/** The views people open most, and the closed one (ordered by another column). */
const pageViews: InboxView[] = ["open", "overdue", "due_today", "unassigned", "closed"];

/**
 * The compliance inbox over its seeded cases: the page over HTTP (escalation, every view's
 * count and one page of 50, rendered), and the same reads in process, a row each.
 */
export const caseInbox: BenchMeasure<ServerContext> = {
  name: `case inbox, ${cases} cases, p95`,
  goal: "< 50 ms",
  async run({ server, pool, session }) {
    const cookie = session();
    const http = await sequential(4 * pageViews.length, async (i) => {
      const view = pageViews[i % pageViews.length]!;
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/cases?view=${view}`, {
        headers: { cookie },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const html = await response.text();
      const elapsed = performance.now() - started;
      const ok = response.status === 200 && html.includes("<table");
      return { kind: ok ? "200 with a table" : `${response.status} (${view})`, ok, ms: elapsed };
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const userId = "00000000-0000-4000-8000-000000000000";
    const direct = await sequential(4 * inboxViews.length, async (i) => {
      const view = inboxViews[i % inboxViews.length]!;
      const now = new Date();
      const started = performance.now();
      const [counts, page] = await Promise.all([
        inboxCounts(db, userId, now),
        inboxPage(db, { view, page: 1, userId, now }),
      ]);
      // The bench's user owns no case, so My cases is empty; the views' sizes vary with the hour.
      const ok = counts.open > 0;
      const kind = ok ? `counts and a page of ${page.length > 0 ? "cases" : "none"}` : "no cases";
      return { kind, ok, ms: performance.now() - started };
    });
    return [
      {
        name: `case inbox GET /cases, ${cases} cases, p95`,
        value: ms(http.p95),
        unit: "ms",
        reference: "-",
        ratio: null,
        holds: http.p95 < 50 && http.failed === 0,
        detail: `${4 * pageViews.length} page loads over the views ${pageViews.join(", ")}, signed in as admin: ${http.tally}; p50 ${ms(http.p50)} ms.`,
      },
      {
        name: `case inbox counts and a page in process, ${cases} cases, p95`,
        value: ms(direct.p95),
        unit: "ms",
        reference: "-",
        ratio: null,
        holds: direct.p95 < 50 && direct.failed === 0,
        detail: `every view's count and its first page of 50, ${4 * inboxViews.length} times over the ${inboxViews.length} views: ${direct.tally}; p50 ${ms(direct.p50)} ms.`,
      },
    ];
  },
};
