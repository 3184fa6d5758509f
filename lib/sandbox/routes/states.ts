import type { SandboxScenario } from "@/lib/cams";
import type { CamsClient } from "@/lib/cams/client";
import { issueAccessToken } from "../auth/tokens";
import { advanceClock } from "../clock/clock";
import { inProcessClient } from "../demo/client";
import { monthEndMoment, seedMonthEnd } from "../demo/month-end";
import { seedDemoData } from "../demo/seed-demo-data";
import { dataNotFound } from "../domain/ids";
import type { HandlerMap } from "../handler";
import {
  countStateRows,
  emptyState,
  listSnapshots,
  resetSandbox,
  restoreSnapshot,
  saveSnapshot,
  stateCorporateIds,
} from "../scenarios";

const scenarios = [
  {
    name: "demo",
    description:
      "The console's demo cast: a customer with two pages of transactions, cards at each step, AML holds and a corporate",
  },
  {
    name: "month-end",
    description:
      "A month's last evening on the sandbox's clock: daily and monthly limits at their edges, a transfer waiting to settle, a passport and a card in production about to move on; advance a day to see each fire",
  },
] as const satisfies readonly { name: SandboxScenario; description: string }[];

/**
 * How each scenario is built: through the interface (`seed`), on real time or, with `startsAt`,
 * from the moment on the sandbox's clock it names.
 */
const builders: Record<
  SandboxScenario,
  { startsAt?: (real: Date) => Date; seed: (cams: CamsClient) => Promise<unknown> }
> = {
  demo: { seed: seedDemoData },
  "month-end": { startsAt: monthEndMoment, seed: seedMonthEnd },
};

/** How long the token a scenario is built with lasts: far longer than building takes. */
const SCENARIO_TOKEN_SECONDS = 600;

// The sandbox's saved states and built-in scenarios (lib/sandbox/scenarios.ts), under /simulate.
export const stateHandlers: HandlerMap = {
  async listSandboxStates({ ctx }) {
    const states = await listSnapshots(ctx.db);
    return {
      status: 200,
      body: {
        scenarios,
        states: states.map((s) => ({
          name: s.name,
          created_date: s.createdAt.toISOString(),
          rows: s.rows,
        })),
      },
    };
  },

  async resetSandbox({ ctx }) {
    await resetSandbox(ctx.db);
    return { status: 200, body: { name: null, rows: 0 } };
  },

  async saveSandboxState({ body, ctx }) {
    const { rows } = await saveSnapshot(ctx.db, body.name);
    return { status: 201, body: { name: body.name, rows } };
  },

  async restoreSandboxState({ params, ctx }) {
    const restored = await restoreSnapshot(ctx.db, params.name);
    if (!restored) throw dataNotFound();
    return {
      status: 200,
      body: {
        name: params.name,
        rows: restored.rows,
        corporate_ids: await stateCorporateIds(ctx.db),
      },
    };
  },

  /**
   * Empties the sandbox in this request's transaction (its clock back on real time) and sets the
   * clock where the scenario starts, then, once that has committed, builds the scenario through
   * the interface itself, as the caller: each step its own request. The token it builds with is
   * issued on the clock as set, so moving the clock does not expire it.
   */
  async loadSandboxScenario({ params, ctx, caller, self, realNow }) {
    await emptyState(ctx.db);
    const builder = builders[params.name];
    const startsAt = builder.startsAt?.(realNow);
    if (startsAt) await advanceClock(ctx.db, realNow, (now) => startsAt.getTime() - now.getTime());
    const token = await issueAccessToken(
      ctx.db,
      caller.id,
      SCENARIO_TOKEN_SECONDS,
      startsAt ?? realNow,
    );
    return {
      status: 200,
      afterCommit: async (db) => {
        const cams = inProcessClient({ fetch: self }, ctx.config, {
          access_token: token,
          expires_in: SCENARIO_TOKEN_SECONDS,
        });
        await builder.seed(cams);
        const rows = await countStateRows(db);
        const corporateIds = await stateCorporateIds(db);
        return { status: 200, body: { name: params.name, rows, corporate_ids: corporateIds } };
      },
    };
  },
};
