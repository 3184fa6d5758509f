import { issueAccessToken } from "../auth/tokens";
import { inProcessClient } from "../demo/client";
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
] as const;

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
   * Empties the sandbox in this request's transaction, then, once it has committed, builds the
   * scenario through the interface itself, as the caller: each step its own request.
   */
  async loadSandboxScenario({ params, ctx, caller, self }) {
    await emptyState(ctx.db);
    const token = await issueAccessToken(ctx.db, caller.id, SCENARIO_TOKEN_SECONDS, ctx.now);
    return {
      status: 200,
      afterCommit: async (db) => {
        const cams = inProcessClient({ fetch: self }, ctx.config, {
          access_token: token,
          expires_in: SCENARIO_TOKEN_SECONDS,
        });
        await seedDemoData(cams);
        const rows = await countStateRows(db);
        const corporateIds = await stateCorporateIds(db);
        return { status: 200, body: { name: params.name, rows, corporate_ids: corporateIds } };
      },
    };
  },
};
