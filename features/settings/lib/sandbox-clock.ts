import "server-only";
import { gt } from "drizzle-orm";
import type { z } from "zod";
import { clockAdvanceProblem, MAX_CLOCK_ADVANCE_DAYS, type sandboxClockResponse } from "@/lib/cams";
import { ActionRefusal } from "@/lib/console/actions/refusal";
import { camsClient } from "@/lib/console/cams-client";
import { setConsoleClockOffset } from "@/lib/console/clock";
import type { Db } from "@/lib/db";
import { customerVerifications, paymentStates } from "@/lib/db/schema";
import type { ClockStep } from "./sandbox-clock-input";
import { requireSandbox } from "./sandbox-state";

type SandboxClock = z.output<typeof sandboxClockResponse>;

const HOUR_S = 3600;
const DAY_S = 86_400;

/** The same day of the next month, UTC, or its last day when it has fewer (31 Jan → 28 Feb). */
export function nextMonth(from: Date): Date {
  const to = new Date(from);
  const day = from.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, lastDay));
  return to;
}

const utcWords = (iso: string) =>
  `${new Date(iso).toISOString().slice(0, 16).replace("T", " at ")} UTC`;

/**
 * The body of an advance: an hour or a day in seconds; a month or a date as the time to reach,
 * checked here against the sandbox's time so a date in the past is refused on its field in the
 * console's words, not the provider's.
 */
export async function advanceBody(
  step: ClockStep,
  to: string | undefined,
): Promise<{ seconds: number } | { to: string }> {
  if (step === "hour") return { seconds: HOUR_S };
  if (step === "day") return { seconds: DAY_S };
  const clock = await camsClient().call("getSandboxClock");
  const now = new Date(clock.now);
  const target = step === "month" ? nextMonth(now) : new Date(`${to}:00Z`);
  const problem = clockAdvanceProblem(now, target);
  if (problem === "not-ahead") {
    throw new ActionRefusal("VALIDATION", "Choose a later time.", {
      to: `The clock only moves forward: choose a time after ${utcWords(clock.now)}`,
    });
  }
  if (problem === "too-far") {
    throw new ActionRefusal("VALIDATION", "Choose an earlier time.", {
      to: `Move the clock at most ${MAX_CLOCK_ADVANCE_DAYS} days at once`,
    });
  }
  return { to: target.toISOString() };
}

/**
 * A move of the built-in sandbox's clock, and the console's shifted to the same offset when
 * asked (a demo), so cases fall due with the sandbox's data.
 */
export async function moveSandboxClock<T extends SandboxClock>(
  db: Db,
  withConsole: boolean,
  move: () => Promise<T>,
) {
  requireSandbox();
  const clock = await move();
  if (withConsole) await setConsoleClockOffset(db, clock.offset_seconds * 1000);
  return {
    data: clock,
    target: { type: "sandbox", id: "clock" },
    after: {
      now: clock.now,
      frozen: clock.frozen,
      offsetSeconds: clock.offset_seconds,
      withConsole,
    },
  };
}

/**
 * After the clock went back: the payment and verification states set by events dated ahead are
 * re-dated now, so the next event, dated on the clock as it is, still replaces them (states
 * are replaced only by a newer event, lib/console/webhooks/apply-change.ts).
 */
export async function unpinFutureStates(db: Db, now: Date): Promise<void> {
  for (const table of [paymentStates, customerVerifications]) {
    await db.update(table).set({ eventCreatedAt: now }).where(gt(table.eventCreatedAt, now));
  }
}
