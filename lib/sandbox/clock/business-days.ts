const DAY_MS = 86_400_000;

/**
 * `days` business days after `from`, at the same time of day: Saturdays and Sundays (UTC) are
 * not counted. A transfer accepted on a Friday afternoon with one day's delay settles on
 * Monday afternoon; one accepted on a Saturday settles on Monday too. No public holidays: the
 * sandbox has no calendar of them.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime();
  for (let counted = 0; counted < days; ) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted++;
  }
  return new Date(at);
}
