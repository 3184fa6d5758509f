import { describe, expect, it } from "vitest";
import {
  isBeforeRange,
  matchesFilters,
  noFilterText,
  readTransactionFilters,
  type TransactionFilters,
  type TransactionFilterText,
} from "./filters";

const read = (text: Partial<TransactionFilterText>) =>
  readTransactionFilters({ ...noFilterText, ...text });

function filtersOf(text: Partial<TransactionFilterText>): TransactionFilters {
  const result = read(text);
  if (!result.ok || result.filters === null) throw new Error("expected filters");
  return result.filters;
}

const tx = (over: Record<string, unknown> = {}) => ({
  transaction_id: "t1",
  amount: 12.5,
  currency: "EUR",
  direction: "debit",
  processing_code_type: "SepaOutgoingPayment",
  created_date: "2026-11-25T10:00:00Z",
  ...over,
});

describe("readTransactionFilters", () => {
  it("reads no filter when every field is blank", () => {
    expect(read({})).toEqual({ ok: true, filters: null });
    expect(read({ min: "  ", to: " " })).toEqual({ ok: true, filters: null });
  });

  it("accepts a range whose minimum equals its maximum", () => {
    expect(filtersOf({ min: "10", max: "10.00" })).toMatchObject({ min: 10, max: 10 });
  });

  it.each([
    [{ min: "abc" }, "min", /Minimum amount must be a number/],
    [{ max: "12,50" }, "max", /dot for decimals/],
    [{ min: "1.005" }, "min", /at most 2 decimal places/],
    [{ min: "-5" }, "min", /greater than 0/],
    [{ min: "10.01", max: "10" }, "max", /maximum amount is below the minimum/],
    [{ type: "Refund" }, "type", /not a transaction type/],
    [{ direction: "sideways" }, "direction", /credit|debit/],
    [{ currency: "EU" }, "currency", /ISO 4217/],
    [{ from: "2026-02-30" }, "from", /not a date/],
    [{ to: "25/11/2026" }, "to", /not a date/],
    [{ from: "2026-11-26", to: "2026-11-25" }, "to", /ends before it starts/],
  ])("refuses %j beside %s", (text, field, message) => {
    const result = read(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[field as keyof TransactionFilterText]).toMatch(message);
  });

  it("accepts a one-day range, a known type, a direction and a currency in any case", () => {
    expect(
      filtersOf({
        from: "2026-11-25",
        to: "2026-11-25",
        type: "AccountLoad",
        direction: "credit",
        currency: "eur",
      }),
    ).toMatchObject({ type: "AccountLoad", direction: "credit", currency: "EUR" });
  });
});

describe("matchesFilters at its boundaries", () => {
  const range = filtersOf({ min: "10", max: "20" });
  it.each([
    [10, true],
    [20, true],
    [15.55, true],
    [9.99, false],
    [20.01, false],
  ])("amount %d in 10–20: %s", (amount, inside) => {
    expect(matchesFilters(tx({ amount }), range)).toBe(inside);
  });

  it("compares in the row currency's minor units (a limit finer than JPY is bounded)", () => {
    const filters = filtersOf({ min: "100.5" });
    expect(matchesFilters(tx({ amount: 100, currency: "JPY" }), filters)).toBe(false);
    expect(matchesFilters(tx({ amount: 101, currency: "JPY" }), filters)).toBe(true);
  });

  it("takes dates as inclusive UTC days", () => {
    const filters = filtersOf({ from: "2026-11-24", to: "2026-11-25" });
    expect(matchesFilters(tx({ created_date: "2026-11-24T00:00:00Z" }), filters)).toBe(true);
    expect(matchesFilters(tx({ created_date: "2026-11-25T23:59:59.999Z" }), filters)).toBe(true);
    expect(matchesFilters(tx({ created_date: "2026-11-23T23:59:59.999Z" }), filters)).toBe(false);
    expect(matchesFilters(tx({ created_date: "2026-11-26T00:00:00Z" }), filters)).toBe(false);
    expect(matchesFilters(tx({ created_date: undefined }), filters)).toBe(false);
  });

  it("matches type, direction and currency exactly; a row without them does not match", () => {
    expect(matchesFilters(tx(), filtersOf({ type: "SepaOutgoingPayment" }))).toBe(true);
    expect(matchesFilters(tx(), filtersOf({ type: "AccountLoad" }))).toBe(false);
    expect(matchesFilters(tx(), filtersOf({ direction: "debit" }))).toBe(true);
    expect(matchesFilters(tx(), filtersOf({ direction: "credit" }))).toBe(false);
    expect(matchesFilters(tx({ direction: undefined }), filtersOf({ direction: "debit" }))).toBe(
      false,
    );
    expect(matchesFilters(tx(), filtersOf({ currency: "EUR" }))).toBe(true);
    expect(matchesFilters(tx({ currency: "USD" }), filtersOf({ currency: "EUR" }))).toBe(false);
    expect(
      matchesFilters(
        tx({ currency: undefined, account_currency: "EUR" }),
        filtersOf({ currency: "EUR" }),
      ),
    ).toBe(true);
  });

  it("knows a row older than the range's start ends a newest-first scan", () => {
    const filters = filtersOf({ from: "2026-11-25" });
    expect(isBeforeRange(tx({ created_date: "2026-11-24T23:59:59Z" }), filters)).toBe(true);
    expect(isBeforeRange(tx({ created_date: "2026-11-25T00:00:00Z" }), filters)).toBe(false);
    expect(isBeforeRange(tx(), filtersOf({ min: "1" }))).toBe(false);
  });
});

describe("dates", () => {
  it("a range may be one day, not less (the lists' own day rules)", () => {
    expect(
      readTransactionFilters({ ...noFilterText, from: "2026-01-01", to: "2026-01-01" }),
    ).toMatchObject({ ok: true });
    expect(readTransactionFilters({ ...noFilterText, from: "2027-02-29" })).toMatchObject({
      ok: false,
    });
    expect(readTransactionFilters({ ...noFilterText, from: "2028-02-29" })).toMatchObject({
      ok: true,
    });
  });
});

describe("the Type filter beyond processing_code_type", () => {
  const purchase = tx({ processing_code_type: undefined, card_id: "card-1" });
  const declined = tx({ processing_code_type: undefined, card_id: "card-1", response_code: "51" });
  const transferLeg = tx({
    processing_code_type: "AccountLoad",
    counterparty: { name: "Jane Demo", iban: "DE89370400440532013000" },
  });
  const load = tx({ processing_code_type: "AccountLoad", direction: "credit" });

  it("keeps card purchases, which carry no processing_code_type", () => {
    const filters = filtersOf({ type: "CardPurchase" });
    expect(matchesFilters(purchase, filters)).toBe(true);
    expect(matchesFilters(load, filters)).toBe(false);
  });

  it("keeps declined authorizations only", () => {
    const filters = filtersOf({ type: "Declined" });
    expect(matchesFilters(declined, filters)).toBe(true);
    expect(matchesFilters(purchase, filters)).toBe(false);
  });

  it("keeps transfer legs, not loads typed in the console", () => {
    const filters = filtersOf({ type: "Transfer" });
    expect(matchesFilters(transferLeg, filters)).toBe(true);
    expect(matchesFilters(load, filters)).toBe(false);
  });

  it("still refuses a type that is none of these", () => {
    expect(read({ type: "Refund" }).ok).toBe(false);
  });
});
