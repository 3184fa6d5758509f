// Module paths, not the lib/cams index: this runs in the browser too (the filter form).
import { dateRangeProblem, dayProblem } from "@/components/ui/date-range";
// Zod-free modules of lib/cams: the filters are read in the browser too.
import { type CurrencyCode, currencyCodes, DEFAULT_CURRENCY } from "@/lib/cams/currency-codes";
import { type ProcessingCodeType, processingCodeTypes } from "@/lib/cams/enum-values";
import { limitInMinorUnits, parseTypedAmount, toMinorUnits } from "@/lib/cams/minor-units";
import { isDeclined, isTransferLeg } from "./transaction-fields";

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
const transactionDirections = ["credit", "debit"] as const;
type TransactionDirection = (typeof transactionDirections)[number];

/**
 * The Type filter's values: the spec's processing_code_type values, then what they cannot
 * select: a card purchase (which carries no processing_code_type), a transfer between customer
 * accounts (whose legs carry AccountLoad) and a declined authorization (any type, no money moved).
 */
export const transactionTypeFilters = [
  ...processingCodeTypes,
  "CardPurchase",
  "Transfer",
  "Declined",
] as const;
type TransactionTypeFilter = ProcessingCodeType | "CardPurchase" | "Transfer" | "Declined";

/** The filters read: amounts as decimals (compared in each row's minor units), dates as UTC days. */
export type TransactionFilters = {
  min: number | null;
  max: number | null;
  type: TransactionTypeFilter | null;
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

/** A checked `YYYY-MM-DD` day's first instant in UTC, plus `days`; null for an empty field. */
const startOf = (day: string, days = 0) =>
  day === "" ? null : Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS;

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
  if (t.type !== "" && !isOneOf(transactionTypeFilters, t.type))
    problems.type = "Choose a type from the list: this one is not a transaction type.";
  if (t.direction !== "" && !isOneOf(transactionDirections, t.direction))
    problems.direction = "Choose money in (credit) or money out (debit).";
  const currency = t.currency.toUpperCase();
  if (currency !== "" && !isOneOf(currencyCodes, currency))
    problems.currency = "Currency must be an ISO 4217 code of three letters, e.g. EUR.";
  // The same day rules as every list's created range (components/ui/date-range).
  const from = dayProblem(t.from);
  if (from) problems.from = from;
  const to = from ? dayProblem(t.to) : dateRangeProblem(t.from, t.to);
  if (to) problems.to = to;
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const filters: TransactionFilters = {
    min,
    max,
    type: isOneOf(transactionTypeFilters, t.type) ? t.type : null,
    direction: isOneOf(transactionDirections, t.direction) ? t.direction : null,
    currency: isOneOf(currencyCodes, currency) ? currency : null,
    fromTime: startOf(t.from),
    // The whole `to` day is in: before the first instant of the next.
    beforeTime: startOf(t.to, 1),
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
  if (filters.type && !isOfType(row, filters.type)) return false;
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

function isOfType(row: Row, type: TransactionTypeFilter): boolean {
  if (type === "Declined") return isDeclined(row);
  if (type === "Transfer") return isTransferLeg(row);
  if (type === "CardPurchase") return !row.processing_code_type && Boolean(row.card_id);
  return row.processing_code_type === type;
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
