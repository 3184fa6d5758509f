import { clockAdvanceProblem, MAX_CLOCK_ADVANCE_DAYS } from "@/lib/cams";
import {
  advanceClock,
  clockTime,
  clockView,
  freezeClock,
  holdCatchUp,
  readClock,
  releaseCatchUp,
  resetClock,
  unfreezeClock,
} from "../clock/clock";
import { runDueWork } from "../clock/due-work";
import { invalidPayload } from "../errors";
import type { HandlerMap } from "../handler";

/**
 * An advance runs what fell due for at most this long (its client waits 60 s), holding the
 * servers' loops back a little longer, in case it is still sending its last webhook.
 */
const CATCH_UP_BUDGET_MS = 40_000;
const CATCH_UP_HOLD_MS = 60_000;

/** How far `to` is from `now`, refused in words on `to` when it is not ahead or too far. */
function msUntil(to: string, now: Date): number {
  const target = new Date(to);
  const problem = clockAdvanceProblem(now, target);
  if (problem === "not-ahead") {
    throw invalidPayload({
      to: [`The clock only moves forward: choose a time after ${now.toISOString()}`],
    });
  }
  if (problem === "too-far") {
    throw invalidPayload({ to: [`Move the clock at most ${MAX_CLOCK_ADVANCE_DAYS} days at once`] });
  }
  return target.getTime() - now.getTime();
}

// The sandbox's clock (lib/sandbox/clock), under /simulate/clock.
export const clockHandlers: HandlerMap = {
  async getSandboxClock({ ctx, realNow }) {
    return { status: 200, body: clockView(await readClock(ctx.db), realNow) };
  },

  /**
   * Moves the clock in this request's transaction; once that has committed, runs what fell due
   * up to the new time, in time order, each item in its own transaction, then answers. Within
   * its time budget: `fell_due.complete` is false when the servers' loops must finish the rest.
   */
  async advanceSandboxClock({ body, ctx, realNow }) {
    let from = ctx.now;
    const moved = await advanceClock(ctx.db, realNow, (now) => {
      from = now;
      return body.to !== undefined ? msUntil(body.to, now) : body.seconds! * 1000;
    });
    // The servers' loops leave what falls due on the way to this run (clock.ts, loopHorizon).
    await holdCatchUp(ctx.db, {
      from,
      until: new Date(realNow.getTime() + CATCH_UP_HOLD_MS),
      real: realNow,
    });
    return {
      status: 200,
      afterCommit: async (db) => {
        const fellDue = await runDueWork(
          {
            db,
            config: ctx.config,
            webhookTarget: () => ({ url: ctx.config.webhookUrl, secret: ctx.config.webhookSecret }),
          },
          { from, until: clockTime(moved, realNow), budgetMs: CATCH_UP_BUDGET_MS },
        ).finally(() => releaseCatchUp(db, from));
        if (!fellDue.complete) {
          console.warn("[sandbox clock] an advance answered before all that fell due had run");
        }
        return { status: 200, body: { ...clockView(moved, realNow), fell_due: fellDue } };
      },
    };
  },

  async freezeSandboxClock({ ctx, realNow }) {
    return { status: 200, body: clockView(await freezeClock(ctx.db, realNow), realNow) };
  },

  async unfreezeSandboxClock({ ctx, realNow }) {
    return { status: 200, body: clockView(await unfreezeClock(ctx.db, realNow), realNow) };
  },

  async resetSandboxClock({ ctx, realNow }) {
    return { status: 200, body: clockView(await resetClock(ctx.db, realNow), realNow) };
  },
};
