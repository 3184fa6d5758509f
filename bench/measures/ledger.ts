import type { BenchMeasure } from "../lib/measure";
import { ledgerProblems } from "../lib/seed";
import type { ServerContext } from "./context";

export const ledger: BenchMeasure<ServerContext> = {
  name: "ledger invariants after the load",
  goal: "balances equal entries, journals sum to zero, none negative",
  async run({ pool }) {
    const found = await ledgerProblems(pool);
    const problems = found.unequal_balances + found.unbalanced_journals + found.negative_balances;
    return {
      value: problems,
      unit: "problems",
      reference: "-",
      ratio: null,
      holds: problems === 0,
      detail: `over ${found.accounts} accounts and ${found.entries.toLocaleString("en")} entries (the seeds and every posting above): ${found.unequal_balances} balances differ from their entries, ${found.unbalanced_journals} journals do not sum to zero, ${found.negative_balances} customer or corporate balances are negative.`,
    };
  },
};
