import { describe, expect, it } from "vitest";
import * as fixtures from "../__fixtures__/bodies";
import { issuePaths } from "../__fixtures__/issues";
import { creditorAddress } from "./address";
import {
  creditDebitEntry,
  creditDebitRequest,
  outgoingCreditTransferEntry,
  outgoingCreditTransferRequest,
  outgoingCreditTransferResponse,
  transferBalanceResponse,
  transferEntry,
  transferRequest,
} from "./transfer";

describe("credit and debit", () => {
  it("reads transaction_code case-insensitively and defaults the currency", () => {
    expect(creditDebitRequest.parse({ amount: 10.5, transaction_code: "cashload" })).toEqual({
      amount: 10.5,
      currency: "EUR",
      transaction_code: "CashLoad",
    });
  });

  it.each([
    [{ amount: 10 }, ["transaction_code"]],
    [{ amount: 10, transaction_code: "SepaDirectDebit" }, ["transaction_code"]],
    [{ amount: 10.001, transaction_code: "AccountLoad" }, ["amount"]],
    [{ amount: 10.5, currency: "JPY", transaction_code: "AccountLoad" }, ["amount"]],
    [{ amount: 10, currency: "EURO", transaction_code: "AccountLoad" }, ["currency"]],
    [{ amount: "10", transaction_code: "AccountLoad" }, ["amount"]],
  ])("%j is refused at %j", (body, at) => {
    expect(issuePaths(creditDebitRequest, body)).toEqual(at);
  });

  it("transfer takes amount, currency and description only", () => {
    expect(transferRequest.safeParse({ amount: 1, description: "rent" }).success).toBe(true);
    expect(issuePaths(transferRequest, { amount: 1, transaction_code: "AccountLoad" })).toEqual([
      "",
    ]);
  });

  it("TransferBalanceResponse has both legs and needs no transaction_id", () => {
    expect(
      transferBalanceResponse.safeParse({ debit_transaction_id: "d", credit_transaction_id: "c" })
        .success,
    ).toBe(true);
    expect(transferBalanceResponse.safeParse({ transaction_id: "t" }).success).toBe(false);
  });
});

describe("outgoing credit transfer", () => {
  const { creditor } = fixtures.outgoingCreditTransfer;
  const withCreditor = (change: object) => ({
    ...fixtures.outgoingCreditTransfer,
    creditor: { ...creditor, ...change },
  });

  it.each([
    ["a valid transfer", fixtures.outgoingCreditTransfer, []],
    [
      "end_to_end_id of 18",
      { ...fixtures.outgoingCreditTransfer, end_to_end_id: "A".repeat(18) },
      [],
    ],
    [
      "end_to_end_id of 19",
      { ...fixtures.outgoingCreditTransfer, end_to_end_id: "A".repeat(19) },
      ["end_to_end_id"],
    ],
    [
      "end_to_end_id with a dash",
      { ...fixtures.outgoingCreditTransfer, end_to_end_id: "E2E-1" },
      ["end_to_end_id"],
    ],
    ["no bank_country", withCreditor({ bank_country: undefined }), ["creditor.bank_country"]],
    ["a bad IBAN", withCreditor({ iban: "DE00370400440532013000" }), ["creditor.iban"]],
    ["a bad BIC", withCreditor({ bic: "DEUT" }), ["creditor.bic"]],
    ["a good BIC", withCreditor({ bic: "DEUTDEFF500" }), []],
  ])("%s", (_, body, at) => {
    expect(issuePaths(outgoingCreditTransferRequest, body)).toEqual(at);
  });

  it.each(["city", "postal_code", "country"])("the creditor address requires %s", (field) => {
    const body: Record<string, unknown> = { ...fixtures.creditorAddress };
    delete body[field];
    expect(issuePaths(creditorAddress, body)).toEqual([field]);
  });

  it("every structured field but city, postal_code and country is optional", () => {
    const full = {
      building_name: "Tower",
      street_name: "Main",
      building_number: "1a",
      department: "Finance",
      sub_department: "AP",
      floor: "3",
      room: "301",
      post_box: "PO 1",
      town_location_name: "Centre",
      district_name: "Mitte",
      country_sub_division: "BE",
      city: "Berlin",
      postal_code: "10115",
      country: "DE",
    };
    expect(creditorAddress.safeParse(full).success).toBe(true);
    expect(
      creditorAddress.safeParse({ city: "Berlin", postal_code: "10115", country: "DE" }).success,
    ).toBe(true);
  });

  it("the answer carries payment_status, unknown ones included", () => {
    const answer = { transaction_id: "t", amount: 10.5, payment_status: "XXXX", scheme_extra: 1 };
    expect(outgoingCreditTransferResponse.parse(answer)).toEqual(answer);
    expect(
      outgoingCreditTransferResponse.safeParse({ transaction_id: "t", amount: 1 }).success,
    ).toBe(false);
  });
});

describe("form twins (the amount as typed)", () => {
  it("send exactly the body the request schema accepts", () => {
    const typed = { ...fixtures.outgoingCreditTransfer, amount: "10.50" };
    const body = outgoingCreditTransferEntry.parse(typed);
    expect(body).toEqual(outgoingCreditTransferRequest.parse({ ...typed, amount: 10.5 }));
    expect(transferEntry.parse({ amount: "0.29" })).toEqual({ amount: 0.29, currency: "EUR" });
  });

  it.each([
    [{ amount: "10.005", transaction_code: "AccountLoad" }, ["amount"]],
    [{ amount: "0", transaction_code: "nope" }, ["amount", "transaction_code"]],
    [{ amount: "10.5", currency: "JPY", transaction_code: "AccountLoad" }, ["amount"]],
    [{ amount: 10.5, transaction_code: "AccountLoad" }, ["amount"]],
  ])("%j is refused at %j, every field at once", (body, at) => {
    expect(issuePaths(creditDebitEntry, body)).toEqual(at);
  });

  it("keep every other rule of the body, such as the end_to_end_id pattern", () => {
    const body = { ...fixtures.outgoingCreditTransfer, amount: "1", end_to_end_id: "E2E-1" };
    expect(issuePaths(outgoingCreditTransferEntry, body)).toEqual(["end_to_end_id"]);
  });
});
