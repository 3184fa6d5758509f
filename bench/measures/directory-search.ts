import { drizzle } from "drizzle-orm/node-postgres";
import { findInDirectory } from "../../lib/console/directory/find";
import type { Db } from "../../lib/db/client";
import * as schema from "../../lib/db/schema";
import { rows } from "../lib/config";
import { sequential } from "../lib/load";
import { type BenchMeasure, ms } from "../lib/measure";
import { REQUEST_TIMEOUT_MS } from "../lib/sandbox-client";
import type { ServerContext } from "./context";

const queries = [
  "greta mar",
  "Holtor",
  "felix ber",
  "ingwen",
  "clara stanor",
  "Olpe",
  "DE00000000000000079190",
  "hugo ab",
  "Rosdan",
  "eva",
];

/** Over HTTP, issue 30's goal (issue 17's, 50 ms, stays the in-process one's). */
const HTTP_GOAL_MS = 25;
/**
 * Each query asked this many times: 100 requests, so that the p95 is not the second slowest of
 * 30, which one pause of the machine decided (34, 60 and 118 ms in three runs of 2026-11-28
 * whose p50 were 20-25 ms).
 */
const PASSES = 10;

/** The console's search over HTTP, and the same queries in process: a row each. */
export const directorySearch: BenchMeasure<ServerContext> = {
  name: `directory search, ${rows} rows, p95`,
  goal: `< ${HTTP_GOAL_MS} ms`,
  async run({ server, pool, session }) {
    const cookie = session();
    const http = await sequential(PASSES * queries.length, async (i) => {
      const q = queries[i % queries.length]!;
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/search?q=${encodeURIComponent(q)}`, {
        headers: { cookie },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.json().catch(() => undefined);
      const elapsed = performance.now() - started;
      const ok = response.status === 200 && body?.ok === true && body.groups?.length > 0;
      const kind = ok ? "200 with results" : `${response.status} (none for "${q}")`;
      return { kind, ok, ms: elapsed };
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const direct = await sequential(PASSES * queries.length, async (i) => {
      const started = performance.now();
      const hits = await findInDirectory(db, queries[i % queries.length]!, [
        "customer",
        "corporate",
        "account",
        "card",
      ]);
      const ok = hits.length > 0;
      const kind = ok ? "hits" : `none for "${queries[i % queries.length]}"`;
      return { kind, ok, ms: performance.now() - started };
    });
    return [
      {
        name: `directory search GET /api/search, ${rows} rows, p95`,
        value: ms(http.p95),
        unit: "ms",
        reference: "-",
        ratio: null,
        holds: http.p95 < HTTP_GOAL_MS && http.failed === 0,
        detail: `${PASSES * queries.length} requests over ${queries.length} queries, signed in as admin (the route also asks the provider by identification): ${http.tally}; p50 ${ms(http.p50)} ms.`,
      },
      {
        name: `directory findInDirectory, ${rows} rows, p95`,
        goal: "< 50 ms",
        value: ms(direct.p95),
        unit: "ms",
        reference: "-",
        ratio: null,
        holds: direct.p95 < 50 && direct.failed === 0,
        detail: `the same queries in process against the same database: ${direct.tally}; p50 ${ms(direct.p50)} ms.`,
      },
    ];
  },
};
