// Calendar windows for the programme's limits. The spec says "per hour, day, week, month, year"
// without a time zone; the sandbox reads them as calendar windows in UTC (not rolling ones), so
// a window's usage is everything posted at or after its start.

/** The calendar periods, shortest first. */
export const calendarPeriods = ["hourly", "daily", "weekly", "monthly", "yearly"] as const;

export type CalendarPeriod = (typeof calendarPeriods)[number];

/** The first instant of the UTC window of `period` that holds `at`. Weeks are ISO weeks. */
export function periodStart(period: CalendarPeriod, at: Date): Date {
  if (Number.isNaN(at.getTime())) throw new RangeError("periodStart needs a valid date");
  // The UTC setters, unlike Date.UTC, do not read years 0..99 as 19xx.
  const start = new Date(at.getTime());
  if (period === "hourly") {
    start.setUTCMinutes(0, 0, 0);
    return start;
  }
  start.setUTCHours(0, 0, 0, 0);
  if (period === "weekly") {
    // getUTCDay counts from Sunday (0); ISO weeks start on Monday.
    const daysSinceMonday = (start.getUTCDay() + 6) % 7;
    start.setUTCDate(start.getUTCDate() - daysSinceMonday);
  } else if (period === "monthly") {
    start.setUTCDate(1);
  } else if (period === "yearly") {
    start.setUTCMonth(0, 1);
  }
  return start;
}

/** The start of every calendar window that holds `at`. */
export function windowStarts(at: Date): Record<CalendarPeriod, Date> {
  return Object.fromEntries(
    calendarPeriods.map((period) => [period, periodStart(period, at)]),
  ) as Record<CalendarPeriod, Date>;
}
