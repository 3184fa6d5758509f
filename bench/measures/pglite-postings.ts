import path from "node:path";
import { debitsPerSecond, fundedAccounts } from "../lib/accounts";
import { CLIENTS, credentials, PORT, serverSettings } from "../lib/config";
import { type BenchMeasure, ms } from "../lib/measure";
import { sandboxClient } from "../lib/sandbox-client";
import { startNext } from "../lib/servers";
import { round } from "../lib/stats";
import type { ClusterContext } from "./context";

/** The embedded default: `npm start` on PGlite in a fresh directory, its own accounts. */
export const pglitePostings: BenchMeasure<ClusterContext> = {
  name: "PGlite postings/s (embedded default), 8 clients, HTTP",
  goal: "≥ 1,000/s",
  async run({ tmp }) {
    const embedded = await startNext(PORT, {
      DATABASE_URL: "",
      PGLITE_DIR: path.join(tmp, "pglite"),
      ...serverSettings,
    });
    try {
      const pglite = sandboxClient(`${embedded.baseUrl}/sandbox`, credentials);
      await pglite.signIn();
      const accounts = await fundedAccounts(pglite, CLIENTS, "Embedded");
      const r = await debitsPerSecond(pglite, accounts);
      const errors = r.tally.except("201");
      return {
        value: round(r.perSecond, 0),
        unit: "/s",
        reference: "-",
        ratio: null,
        holds: r.perSecond >= 1000 && errors === 0,
        detail: `npm start on PGlite (PGLITE_DIR, a fresh directory): ${r.requests} debits in ${round(r.elapsedMs / 1000, 1)} s, one account per client: ${r.tally}; ${errors} errors; p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms.`,
      };
    } finally {
      await embedded.stop();
    }
  },
};
