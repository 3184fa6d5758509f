import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { consoleClock } from "@/lib/db/schema";

/**
 * The console's own clock: real time, unless an admin shifted it with the built-in sandbox's in
 * a demo (Settings → Sandbox), so that compliance cases fall due and escalate on screen. Cases'
 * due dates, escalations, snoozes and overdue notices read it; sessions, sign-in throttles and
 * one-time links keep real time, as a shifted clock must never lengthen or shorten them.
 */
export async function consoleClockOffsetMs(db: Db): Promise<number> {
  const [row] = await db.select({ offsetMs: consoleClock.offsetMs }).from(consoleClock);
  return row?.offsetMs ?? 0;
}

/** The console's time now. */
export async function consoleNow(db: Db): Promise<Date> {
  return new Date(Date.now() + (await consoleClockOffsetMs(db)));
}

/** Shifts the console's clock to `offsetMs` from real time; 0 is real time again. */
export async function setConsoleClockOffset(db: Db, offsetMs: number): Promise<void> {
  await db
    .insert(consoleClock)
    .values({ id: true, offsetMs })
    .onConflictDoUpdate({ target: consoleClock.id, set: { offsetMs, updatedAt: sql`now()` } });
}
