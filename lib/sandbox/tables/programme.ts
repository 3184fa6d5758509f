import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, timestamp } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { programmeLimits } from "@/lib/cams";
import type { Db } from "@/lib/db";
import { sandboxSchema } from "./schema";

export type ProgrammeLimits = z.output<typeof programmeLimits>;

/** The programme's settings: one row, so every request reads the same flags. */
const programmeSettings = sandboxSchema.table(
  "programme_settings",
  {
    id: integer("id").primaryKey().default(1),
    userVerificationEnabled: boolean("user_verification_enabled").notNull().default(false),
    limits: jsonb("limits").$type<ProgrammeLimits>(),
    /** Business days on the sandbox's clock before an outgoing credit transfer settles; null: never by itself. */
    settlementDelayBusinessDays: integer("settlement_delay_business_days").default(1),
    /** Days on the sandbox's clock a physical card spends at 02 or 03 before it is dispatched (04); null: never by itself. */
    cardDispatchDelayDays: integer("card_dispatch_delay_days").default(3),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("programme_settings_single_row", sql`${t.id} = 1`)],
);

type ProgrammeSettings = {
  userVerificationEnabled: boolean;
  limits: ProgrammeLimits | null;
  settlementDelayBusinessDays: number | null;
  cardDispatchDelayDays: number | null;
};

// Until someone sets them, the programme runs with these: no verification, no limits; a
// transfer settles a business day after it is accepted, a card is dispatched 3 days after it
// reached embossing or printing.
const defaults: ProgrammeSettings = {
  userVerificationEnabled: false,
  limits: null,
  settlementDelayBusinessDays: 1,
  cardDispatchDelayDays: 3,
};

function settingsOf(row: typeof programmeSettings.$inferSelect): ProgrammeSettings {
  return {
    userVerificationEnabled: row.userVerificationEnabled,
    limits: row.limits,
    settlementDelayBusinessDays: row.settlementDelayBusinessDays,
    cardDispatchDelayDays: row.cardDispatchDelayDays,
  };
}

export async function getProgrammeSettings(db: Db): Promise<ProgrammeSettings> {
  const [row] = await db.select().from(programmeSettings).limit(1);
  return row ? settingsOf(row) : defaults;
}

/** Upsert: fields left out of `patch` keep their stored (or default) value. */
export async function setProgrammeSettings(
  db: Db,
  patch: Partial<ProgrammeSettings>,
): Promise<ProgrammeSettings> {
  const [row] = await db
    .insert(programmeSettings)
    .values({ ...defaults, ...patch })
    .onConflictDoUpdate({ target: programmeSettings.id, set: { ...patch, updatedAt: sql`now()` } })
    .returning();
  return settingsOf(row!);
}
