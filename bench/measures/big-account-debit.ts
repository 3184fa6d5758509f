import { debitBody, debitOutcome } from "../lib/accounts";
import { rows } from "../lib/config";
import { sequential } from "../lib/load";
import { type BenchMeasure, ms, ratioOf } from "../lib/measure";
import { percentile } from "../lib/stats";
import type { ServerContext } from "./context";

export const bigAccountDebit: BenchMeasure<ServerContext> = {
  name: `debit on an account with ${rows} transactions, p50`,
  goal: "within 1.5× of a fresh account",
  async run({ client, big, fresh }) {
    const n = 60;
    // Interleaved, so both accounts see the same noise.
    const onBig: number[] = [];
    const onFresh: number[] = [];
    const r = await sequential(2 * n, async (i) => {
      const answer = await client.call(
        "POST",
        `/accounts/${i % 2 ? fresh : big.accountId}/debit`,
        debitBody,
      );
      const outcome = debitOutcome(answer);
      if (outcome.ok) (i % 2 ? onFresh : onBig).push(outcome.ms);
      return outcome;
    });
    const bigP50 = percentile(onBig, 50);
    const freshP50 = percentile(onFresh, 50);
    const ratio = ratioOf(bigP50, freshP50);
    return {
      value: ms(bigP50),
      unit: "ms",
      reference: `fresh account ${ms(freshP50)} ms`,
      ratio,
      holds: ratio !== null && ratio <= 1.5 && r.failed === 0,
      detail: `${n} debits on each account, one client, interleaved: ${r.tally}; p95 ${ms(percentile(onBig, 95))} ms vs ${ms(percentile(onFresh, 95))} ms.`,
    };
  },
};
