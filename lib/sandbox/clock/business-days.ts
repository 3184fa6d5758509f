const DAY_MS = 86_400_000;

const isWeekend = (ms: number) => {
  const weekday = new Date(ms).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/**
 * `days` business days after `from`: Saturdays and Sundays (UTC) are not counted. A weekday
 * keeps its time of day (Friday 15:00 and a day: Monday 15:00); a weekend counts from the start
 * of the Monday after it (Saturday 10:00 and a day: Tuesday 00:00). So a later acceptance never
 * settles earlier, and the oldest transfer is always the first due. No public holidays: the
 * sandbox has no calendar of them.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime();
  if (isWeekend(at)) {
    const midnight = at - (at % DAY_MS);
    at = midnight + DAY_MS * (new Date(at).getUTCDay() === 6 ? 2 : 1);
  }
  for (let counted = 0; counted < days; ) {
    at += DAY_MS;
    if (!isWeekend(at)) counted++;
  }
  return new Date(at);
}
