import { debitsPerSecond } from "../lib/accounts";
import { type BenchMeasure, ms, ratioOf } from "../lib/measure";
import { round } from "../lib/stats";
import type { ServerContext } from "./context";

/** Debits a second over HTTP, held to a share of the ceiling; `allowed` answers are no errors. */
function debitRate(measure: {
  name: string;
  goal: string;
  accounts: (ctx: ServerContext) => string[];
  /** Said after the time the debits took, e.g. ", one account per client". */
  where: string;
  share: number;
  allowed: string[];
  errorsAre: string;
}): BenchMeasure<ServerContext> {
  return {
    name: measure.name,
    goal: measure.goal,
    async run(ctx) {
      const r = await debitsPerSecond(ctx.client, measure.accounts(ctx));
      const errors = r.tally.except("201", ...measure.allowed);
      const ratio = ratioOf(r.perSecond, ctx.ceiling);
      return {
        value: round(r.perSecond, 0),
        unit: "/s",
        reference: "ceiling",
        ratio,
        holds: (ratio ?? 0) >= measure.share && errors === 0,
        detail: `${r.requests} debits in ${round(r.elapsedMs / 1000, 1)} s${measure.where}: ${r.tally}; ${errors} ${measure.errorsAre}; p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms.`,
      };
    },
  };
}

export const spreadDebits = debitRate({
  name: "sandbox debits/s over HTTP, 8 clients, 8 accounts",
  goal: "≥ 0.25 × ceiling; 0 errors",
  accounts: ({ spread }) => spread,
  where: ", one account per client",
  share: 0.25,
  allowed: [],
  errorsAre: "errors",
});

/** The same on one account: the clients wait on its row; running out of funds is no error. */
export const hotAccountDebits = debitRate({
  name: "same, all 8 clients on one hot account",
  goal: "≥ 0.1 × ceiling; 0 errors other than 4225064",
  accounts: ({ hot }) => [hot],
  where: " on one account",
  share: 0.1,
  allowed: ["422/4225064"],
  errorsAre: "errors other than 4225064",
});
