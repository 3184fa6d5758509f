import { rows } from "../lib/config";
import { sequential } from "../lib/load";
import { type BenchMeasure, ms } from "../lib/measure";
import { kindOf } from "../lib/sandbox-client";
import type { ServerContext } from "./context";

const prefixes = ["Ber", "Marol", "Tor", "Elab", "Stanor", "Wenh", "Kel", "Hol", "Pe", "Abab"];

/** The newest-first list and the last-name prefix search: a row each. */
export const customerList: BenchMeasure<ServerContext> = {
  name: `customer list and last-name prefix search, ${rows} customers, p95`,
  goal: "< 50 ms",
  async run({ client }) {
    const list = await sequential(20, async () => {
      const answer = await client.call("GET", "/customers?page_size=50");
      const ok = answer.status === 200 && answer.body?.customers?.length === 50;
      return { kind: ok ? "200 with 50" : kindOf(answer), ok, ms: answer.ms };
    });
    const prefix = await sequential(2 * prefixes.length, async (i) => {
      const name = prefixes[i % prefixes.length];
      const answer = await client.call("GET", `/customers?last_name=${name}&page_size=50`);
      const ok = answer.status === 200 && answer.body?.customers?.length > 0;
      const kind = ok ? "200 with some" : `${kindOf(answer)} (none for ${name})`;
      return { kind, ok, ms: answer.ms };
    });
    return [
      {
        name: `customer list (newest first), ${rows} customers, p95`,
        value: ms(list.p95),
        unit: "ms",
        reference: "-",
        ratio: null,
        holds: list.p95 < 50 && list.failed === 0,
        detail: `20 requests for a page of 50: ${list.tally}; p50 ${ms(list.p50)} ms.`,
      },
      {
        name: `customer last-name prefix search, ${rows} customers, p95`,
        value: ms(prefix.p95),
        unit: "ms",
        reference: "-",
        ratio: null,
        holds: prefix.p95 < 50 && prefix.failed === 0,
        detail: `${2 * prefixes.length} requests over ${prefixes.length} prefixes: ${prefix.tally}; p50 ${ms(prefix.p50)} ms.`,
      },
    ];
  },
};
