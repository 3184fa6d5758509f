import { z } from "@/lib/cams/zod";

/** How far the Advance buttons move the sandbox's clock, or to a chosen date. */
const clockSteps = ["hour", "day", "month", "date"] as const;
export type ClockStep = (typeof clockSteps)[number];

/** What `<input type="datetime-local">` gives: a date and a time, read as UTC. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Moves of the sandbox's clock. `withConsole` shifts the console's own clock with it, so
 * compliance cases fall due on screen in a demo.
 */
export const advanceClockInput = z
  .strictObject({
    step: z.enum(clockSteps),
    to: z.string().optional(),
    withConsole: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.step !== "date") return;
    if (!value.to || !DATE_TIME.test(value.to) || Number.isNaN(Date.parse(`${value.to}:00Z`))) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "Choose the date and time (UTC) to move the clock to",
      });
    }
  });

export const freezeClockInput = z.strictObject({ frozen: z.boolean(), withConsole: z.boolean() });
/** Back to real time: the console's clock too, always (the safe way back). */
export const resetClockInput = z.strictObject({ to: z.literal("real_time") });
