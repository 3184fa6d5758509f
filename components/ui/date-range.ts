// A created-date (or any day) range typed into a list's filters or a hand-edited URL. The rule
// that "from" is not after "to" is the console's, not the spec's, so it lives here, beside the
// URL state, for every list that filters by dates.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const shorten = (raw: string) => (raw.length > 24 ? `${raw.slice(0, 24)}…` : raw);

/** Why one day field is not a day, or null when it is one or is empty. */
export function dayProblem(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? "";
  if (text === "" || isDay(text)) return null;
  return `“${shorten(text)}” is not a date: write it as year-month-day, like 2026-01-31.`;
}

/**
 * Why a range of days (both ends included, either may be empty) is impossible, as a sentence
 * for the user, or null when it is a range: each end must be a real day, and the start must not
 * be after the end. Put the sentence beside the "to" field (the start is read first).
 */
export function dateRangeProblem(
  from: string | null | undefined,
  to: string | null | undefined,
): string | null {
  const problem = dayProblem(from) ?? dayProblem(to);
  if (problem) return problem;
  const start = from?.trim() ?? "";
  const end = to?.trim() ?? "";
  // Days written YYYY-MM-DD compare as text in date order.
  if (start && end && start > end)
    return `The range ends before it starts: choose a “to” date on or after ${start}.`;
  return null;
}
