import { isoDate } from "./helpers";

/**
 * Today's calendar date, YYYY-MM-DD, on the clock and in the time zone of whoever checks: the
 * browser checks against the user's today, the sandbox against its own. A birth date is a
 * calendar date with no zone, so "not in the future" can only mean "not after today here".
 */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether a YYYY-MM-DD date lies after `today`; ISO dates order as their text does. */
export function isAfterToday(date: string, today: string = todayIsoDate()): boolean {
  return date > today;
}

export const DATE_OF_BIRTH_IN_FUTURE = "Date of birth cannot be in the future";

/**
 * A person's date of birth: a real date, today at the latest (someone born today can be
 * onboarded). The spec names no minimum age for a customer or programme, so none is checked
 * here: an age limit would be a rule the provider does not have.
 */
export const dateOfBirth = isoDate
  .refine((date) => !isAfterToday(date), DATE_OF_BIRTH_IN_FUTURE)
  .meta({ description: "Not after today." });
