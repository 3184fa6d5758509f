import { drizzle } from "drizzle-orm/node-postgres";
import type { AuditFilters } from "../../features/audit/lib/audit-filters";
import { listAuditEntries } from "../../features/audit/lib/list-audit-entries";
import type { Db } from "../../lib/db/client";
import * as schema from "../../lib/db/schema";
import { rows as entries, ROWS } from "../lib/config";
import { sequential } from "../lib/load";
import { type BenchMeasure, ms } from "../lib/measure";
import { REQUEST_TIMEOUT_MS } from "../lib/sandbox-client";
import type { ServerContext } from "./context";

/**
 * The Audit page over the seeded entries: the filters an investigation uses (the default view
 * without sign-ins, one person, a rare kind, a day, all of them at once), each a page of 50 and
 * its capped count, in process; and the page over HTTP, rendered.
 */
export const auditLogPage: BenchMeasure<ServerContext> = {
  name: `audit log, ${entries} entries, filtered page p95`,
  goal: "< 50 ms",
  async run({ server, pool, session }) {
    const db = drizzle(pool, { schema }) as unknown as Db;
    const { rows: users } = await pool.query<{ id: string }>(
      "select id from console.users order by email",
    );
    const actor = users[0]?.id;
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const searches: [string, AuditFilters][] = [
      ["default", {}],
      ["one person", { actor }],
      ["a rare kind", { kind: "team" }],
      ["sign-ins", { kind: "sign-ins" }],
      ["one day", { from: day, to: day }],
      ["an hour of a day", { from: day, fromTime: "09:00", to: day, toTime: "09:59" }],
      // The seed aims each entry at an account of its own; this one is a second factor's reset.
      ["one target", { target: `account:bench-${Math.floor(ROWS / 2000) * 1000 + 1}` }],
      [
        "person, money, day, succeeded",
        { actor, kind: "money", from: day, to: day, outcome: "success" },
      ],
    ];
    const direct = await sequential(8 * searches.length, async (i) => {
      const [label, filters] = searches[i % searches.length]!;
      const started = performance.now();
      const page = await listAuditEntries(db, { page: 1, filters });
      const ok = page.rows.length > 0;
      return { kind: ok ? "a page" : `empty (${label})`, ok, ms: performance.now() - started };
    });
    const cookie = session();
    const paths = ["/audit", `/audit?actor=${actor}&kind=money`, "/audit?kind=team"];
    const http = await sequential(4 * paths.length, async (i) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${paths[i % paths.length]}`, {
        headers: { cookie },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const html = await response.text();
      const ok = response.status === 200 && html.includes("<table");
      return {
        kind: ok ? "200 with a table" : String(response.status),
        ok,
        ms: performance.now() - started,
      };
    });
    return [
      {
        name: `audit log filtered page in process, ${entries} entries, p95`,
        value: ms(direct.p95),
        unit: "ms",
        reference: "-",
        ratio: null,
        holds: direct.p95 < 50 && direct.failed === 0,
        detail: `a page of 50 and its count (capped at 10,000), ${8 * searches.length} times over: ${searches.map(([l]) => l).join("; ")}: ${direct.tally}; p50 ${ms(direct.p50)} ms.`,
      },
      {
        name: `audit log GET /audit, ${entries} entries, p95`,
        goal: "< 300 ms, as every console page",
        value: ms(http.p95),
        unit: "ms",
        reference: "-",
        ratio: null,
        // The whole page: the session, the console's shell and the render, which every console
        // page pays (the console pages' rows hold them to 300 ms). The log's own share is the row
        // above.
        holds: http.p95 < 300 && http.failed === 0,
        detail: `${4 * paths.length} page loads (${paths.join(", ")}), signed in as admin: ${http.tally}; p50 ${ms(http.p50)} ms.`,
      },
    ];
  },
};
