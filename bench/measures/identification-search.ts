import { rows } from "../lib/config";
import { sequential } from "../lib/load";
import { type BenchMeasure, ms } from "../lib/measure";
import { kindOf } from "../lib/sandbox-client";
import type { ServerContext } from "./context";

export const identificationSearch: BenchMeasure<ServerContext> = {
  name: `customer search by identification value, ${rows} customers, p95`,
  goal: "< 10 ms",
  async run({ client, identifications }) {
    const r = await sequential(identifications.length, async (i) => {
      const value = identifications[i]!;
      const answer = await client.call("GET", `/customers?identification_value=${value}`);
      const ok = answer.status === 200 && answer.body?.customers?.length === 1;
      return { kind: ok ? "200 with 1" : kindOf(answer), ok, ms: answer.ms };
    });
    return {
      value: ms(r.p95),
      unit: "ms",
      reference: "-",
      ratio: null,
      holds: r.p95 < 10 && r.failed === 0,
      detail: `${identifications.length} different passports, one client: ${r.tally}; p50 ${ms(r.p50)} ms.`,
    };
  },
};
