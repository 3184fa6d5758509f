import { sql } from "drizzle-orm";
import { bigint, check, integer, timestamp } from "drizzle-orm/pg-core";
import { sandboxSchema } from "./schema";

/**
 * The sandbox's clock (lib/sandbox/clock): one row, or none for real time. Frozen, `frozenAt`
 * is the time itself; running, the sandbox is `offsetMs` after real time. Part of a saved state.
 */
export const sandboxClock = sandboxSchema.table(
  "clock",
  {
    id: integer("id").primaryKey().default(1),
    offsetMs: bigint("offset_ms", { mode: "number" }).notNull().default(0),
    frozenAt: timestamp("frozen_at", { withTimezone: true }),
    /** While an advance catches up: the time it moved from, held until catchUpUntil (real time). */
    catchUpFrom: timestamp("catch_up_from", { withTimezone: true }),
    catchUpUntil: timestamp("catch_up_until", { withTimezone: true }),
  },
  (t) => [check("clock_single_row", sql`${t.id} = 1`)],
);
