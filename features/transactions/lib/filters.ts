// Module paths, not the lib/cams index: this runs in the browser too (the filter form).
import { limitInMinorUnits, parseTypedAmount, toMinorUnits } from "@/lib/cams/amount";
import { type CurrencyCode, currencyCodes, DEFAULT_CURRENCY } from "@/lib/cams/currencies";
import { type ProcessingCodeType, processingCodeTypes } from "@/lib/cams/enums";

/**
 * The filters of a transactions view, as typed in its URL. The provider's transaction lists
 * take none (only page_number and page_size), so the console applies them to the rows it reads.
 */
export type TransactionFilterText = {
  min: string;
  max: string;
  type: string;
  direction: string;
  currency: string;
  from: string;
  to: string;
};
export type TransactionFilterField = keyof TransactionFilterText;

export const noFilterText: TransactionFilterText = {
  min: "",
  max: "",
  type: "",
  direction: "",
  currency: "",
  from: "",
  to: "",
};

/**
 * `direction`: the provider sends it on every row (`amount` is always positive). It is not
 * derived from processing_code_type: a debit may carry AccountLoad as its transaction code.
 */
export const transactionDirections = ["credit", "debit"] as const;
export type TransactionDirection = (typeof transactionDirections)[number];

/** The filters read: amounts as decimals (compared in each row's minor units), dates as UTC days. */
export type TransactionFilters = {
  min: number | null;
  max: number | null;
  type: ProcessingCodeType | null;
  direction: TransactionDirection | null;
  currency: CurrencyCode | null;
  /** The first instant of the `from` day and the first instant after the `to` day (UTC). */
  fromTime: number | null;
  beforeTime: number | null;
};

export type FilterProblems = Partial<Record<TransactionFilterField, string>>;

export type FiltersRead =
  | { ok: true; filters: TransactionFilters | null }
  | { ok: false; problems: FilterProblems };

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-25" → its first instant in UTC; null for what is no day of the calendar. */
export function readDay(text: string): number | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  // 2026-02-30 would roll over to March: refused, not moved.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d)
    return null;
  return time;
}

/**
 * Why a date range cannot hold anything, or null. Both ends are inclusive, so from = to is one
 * day. (Issue 17's lists have their own; the two meet at merge.)
 */
export function dateRangeProblem(from: number | null, to: number | null): string | null {
  if (from !== null && to !== null && from > to)
    return "The end date is before the start date: no transaction can fall in this range.";
  return null;
}

const isOneOf = <T extends string>(values: readonly T[], text: string): text is T =>
  (values as readonly string[]).includes(text);

function readAmount(
  text: string,
  label: string,
  problems: FilterProblems,
  field: "min" | "max",
): number | null {
  if (text === "") return null;
  const read = parseTypedAmount(text);
  if (read.ok) return read.amount;
  problems[field] = read.message.replace(/^Amount/, label);
  return null;
}

/**
 * The filters, or a plain sentence per field that cannot be read. Nothing is read from the
 * provider for a URL with a problem: each message is shown beside its field.
 */
export function readTransactionFilters(text: TransactionFilterText): FiltersRead {
  const problems: FilterProblems = {};
  const t = trimAll(text);
  const min = readAmount(t.min, "Minimum amount", problems, "min");
  const max = readAmount(t.max, "Maximum amount", problems, "max");
  if (min !== null && max !== null && min > max)
    problems.max = "The maximum amount is below the minimum: no transaction can match.";
  if (t.type !== "" && !isOneOf(processingCodeTypes, t.type))
    problems.type = "Choose a type from the list: this one is not a transaction type.";
  if (t.direction !== "" && !isOneOf(transactionDirections, t.direction))
    problems.direction = "Choose money in (credit) or money out (debit).";
  const currency = t.currency.toUpperCase();
  if (currency !== "" && !isOneOf(currencyCodes, currency))
    problems.currency = "Currency must be an ISO 4217 code of three letters, e.g. EUR.";
  const fromTime = t.from === "" ? null : readDay(t.from);
  if (t.from !== "" && fromTime === null)
    problems.from = "The start date is not a date: use a date like 2026-11-25.";
  const toDay = t.to === "" ? null : readDay(t.to);
  if (t.to !== "" && toDay === null)
    problems.to = "The end date is not a date: use a date like 2026-11-25.";
  const range = dateRangeProblem(fromTime, toDay);
  if (range) problems.to = range;
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const filters: TransactionFilters = {
    min,
    max,
    type: isOneOf(processingCodeTypes, t.type) ? t.type : null,
    direction: isOneOf(transactionDirections, t.direction) ? t.direction : null,
    currency: isOneOf(currencyCodes, currency) ? currency : null,
    fromTime,
    beforeTime: toDay === null ? null : toDay + DAY_MS,
  };
  const any = Object.values(filters).some((value) => value !== null);
  return { ok: true, filters: any ? filters : null };
}

const trimAll = (text: TransactionFilterText): TransactionFilterText =>
  Object.fromEntries(
    Object.entries(text).map(([key, value]) => [key, value.trim()]),
  ) as TransactionFilterText;

/** The fields a filter looks at; a row is any provider transaction. */
type Row = {
  amount: number;
  currency?: string | null;
  account_currency?: string | null;
  processing_code_type?: string | null;
  created_date?: string | null;
  [key: string]: unknown;
};

/** The row's currency: the transaction's own, else its account's; EUR when neither is known. */
function rowCurrency(row: Row): CurrencyCode {
  const code = row.currency ?? row.account_currency ?? DEFAULT_CURRENCY;
  return isOneOf(currencyCodes, code) ? code : DEFAULT_CURRENCY;
}

const rowTime = (row: Row) => (row.created_date ? Date.parse(row.created_date) : Number.NaN);

/**
 * Whether a row passes every filter. Amounts are compared in the row currency's minor units
 * (equal to the minimum or the maximum is in); dates are inclusive days in UTC. A row that lacks
 * what a filter looks at (no date, no direction) does not match that filter.
 */
export function matchesFilters(row: Row, filters: TransactionFilters): boolean {
  const currency = rowCurrency(row);
  if (filters.currency && (row.currency ?? row.account_currency) !== filters.currency) return false;
  if (filters.type && row.processing_code_type !== filters.type) return false;
  if (filters.direction && row.direction !== filters.direction) return false;
  if (filters.min !== null || filters.max !== null) {
    const amount = amountInMinorUnits(row.amount, currency);
    if (amount === null) return false;
    if (filters.min !== null && amount < limitInMinorUnits(filters.min, currency, Math.ceil))
      return false;
    if (filters.max !== null && amount > limitInMinorUnits(filters.max, currency, Math.floor))
      return false;
  }
  if (filters.fromTime !== null || filters.beforeTime !== null) {
    const time = rowTime(row);
    if (Number.isNaN(time)) return false;
    if (filters.fromTime !== null && time < filters.fromTime) return false;
    if (filters.beforeTime !== null && time >= filters.beforeTime) return false;
  }
  return true;
}

/**
 * Whether a row is older than the range's start: the lists are newest first, so no row after
 * it can match, and a scan stops there.
 */
export function isBeforeRange(row: Row, filters: TransactionFilters): boolean {
  if (filters.fromTime === null) return false;
  const time = rowTime(row);
  return !Number.isNaN(time) && time < filters.fromTime;
}

function amountInMinorUnits(value: number, currency: CurrencyCode): number | null {
  try {
    return toMinorUnits(value, currency);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
