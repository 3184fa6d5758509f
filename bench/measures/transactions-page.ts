import { DEEP_PAGE, rows } from "../lib/config";
import { sequential } from "../lib/load";
import { type BenchMeasure, ms } from "../lib/measure";
import { kindOf } from "../lib/sandbox-client";
import type { ServerContext } from "./context";

/** Issue 30's goal; issue 18's was 50 ms. */
const GOAL_MS = 20;

/** The first page and a deep one: a row each. */
export const transactionsPage: BenchMeasure<ServerContext> = {
  name: `transactions page of 50, ${rows} rows on the account, p95`,
  goal: `< ${GOAL_MS} ms`,
  async run({ client, big }) {
    const found = [];
    for (const page of [1, DEEP_PAGE]) {
      const r = await sequential(20, async () => {
        const answer = await client.call(
          "GET",
          `/accounts/${big.accountId}/transactions?page_number=${page}&page_size=50`,
        );
        const ok = answer.status === 200 && answer.body?.transactions?.length === 50;
        return { kind: ok ? "200 with 50" : kindOf(answer), ok, ms: answer.ms };
      });
      found.push({
        name: `transactions page ${page.toLocaleString("en")} of 50, ${rows} rows, p95`,
        value: ms(r.p95),
        unit: "ms",
        reference: "-",
        ratio: null,
        holds: r.p95 < GOAL_MS && r.failed === 0,
        detail: `20 requests, one client: ${r.tally}; p50 ${ms(r.p50)} ms.`,
      });
    }
    return found;
  },
};
