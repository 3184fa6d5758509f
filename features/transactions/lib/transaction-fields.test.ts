import { describe, expect, it } from "vitest";
import {
  declineReason,
  isDeclined,
  signedAmount,
  transactionFacts,
  transactionKind,
  transactionKindText,
} from "./transaction-fields";

const purchase = {
  transaction_id: "t-1",
  amount: 12.5,
  direction: "debit",
  currency: "EUR",
  processing_code_type: "CardPurchase",
  response_code: "00",
  card_acceptor_id: "GROCER-1",
  counterparty: { merchant_id: "GROCER-1", terminal_location: "DE", terminal_id: null },
  created_date: "2026-11-22T09:38:12.000Z",
  network_hint: "sent by a newer provider",
};

describe("signedAmount", () => {
  it("signs by direction, and leaves an unknown direction unsigned", () => {
    expect(signedAmount(purchase)).toBe("−€12.50");
    expect(signedAmount({ ...purchase, direction: "credit" })).toBe("+€12.50");
    expect(signedAmount({ ...purchase, direction: "sideways" })).toBe("€12.50");
  });

  it("falls back to the account's currency, then shows a dash without an amount", () => {
    expect(signedAmount({ amount: 1, account_currency: "GBP" })).toBe("£1.00");
    expect(signedAmount({})).toBe("—");
  });
});

describe("transactionFacts", () => {
  const facts = transactionFacts(purchase);
  const fact = (key: string) => facts.find((f) => f.key === key);

  it("lists posting_response_code even when the provider left it out", () => {
    expect(fact("posting_response_code")).toMatchObject({
      label: "Posting response code",
      value: null,
    });
    expect(fact("card_acceptor_id")?.value).toBe("GROCER-1");
  });

  it("formats money and time, and writes objects one field per line", () => {
    expect(fact("amount")?.value).toBe("−€12.50");
    expect(fact("created_date")?.value).toBe("22 Nov 2026, 09:38:12 UTC");
    expect(transactionFacts({ created_date: "yesterday" })[1]?.value).toBe("yesterday");
    expect(fact("counterparty")?.value).toBe("Merchant id: GROCER-1\nTerminal location: DE");
    expect(
      transactionFacts({ counterparty: { name: "Jane Doe", iban: "DE89" } }).find(
        (f) => f.key === "counterparty",
      )?.value,
    ).toBe("Name: Jane Doe\nIBAN: DE89");
  });

  it("keeps fields it does not know, their names in words, after the known ones", () => {
    expect(facts.at(-1)).toEqual({
      key: "network_hint",
      label: "Network hint",
      value: "sent by a newer provider",
    });
  });
});

describe("transactionKind", () => {
  it("names a transaction by its processing_code_type, and a card payment without one as such", () => {
    expect(transactionKind({ processing_code_type: "CashLoad" })).toBe("CashLoad");
    expect(transactionKind({ card_id: "c-1" })).toBe("Card purchase");
    expect(transactionKind({})).toBe("—");
  });
});

describe("a declined transaction", () => {
  const declined = {
    ...purchase,
    amount: 900,
    status: "Declined",
    response_code: "51",
    description: "Declined: insufficient funds",
  };

  it("is declined by its status or by a response code other than 00", () => {
    expect(isDeclined(declined)).toBe(true);
    expect(isDeclined({ response_code: "57" })).toBe(true);
    expect(isDeclined({ status: "Declined" })).toBe(true);
    expect(isDeclined(purchase)).toBe(false);
    expect(isDeclined({ status: "Posted", response_code: null })).toBe(false);
  });

  it("moved no money: its amount is unsigned and said not to be charged", () => {
    expect(signedAmount(declined)).toBe("€900.00");
    const facts = transactionFacts(declined);
    expect(facts.find((f) => f.key === "amount")?.value).toBe("€900.00, not charged");
  });

  it("says why in words, with the code beside them", () => {
    expect(declineReason(declined)).toBe("insufficient funds");
    expect(declineReason({ response_code: "99" })).toBe("response code 99");
    expect(declineReason({ status: "Declined" })).toBe("reason not reported");
    expect(declineReason(purchase)).toBeNull();
    expect(transactionFacts(declined).find((f) => f.key === "status")?.value).toBe(
      "Declined: insufficient funds (response code 51)",
    );
  });
});

describe("transactionKindText", () => {
  const leg = (direction: string) => ({
    processing_code_type: "AccountLoad",
    direction,
    counterparty: { name: "Jane Demo", iban: "DE89370400440532013000" },
  });

  it("names a transfer leg as a transfer, with the counter-account, not as an account load", () => {
    expect(transactionKindText(leg("debit"))).toBe("Transfer to Jane Demo, DE89370400440532013000");
    expect(transactionKindText(leg("credit"))).toBe(
      "Transfer from Jane Demo, DE89370400440532013000",
    );
    expect(transactionKind(leg("credit"))).toBe("Transfer");
  });

  it("tells a transfer leg in a list by its null transaction_code (a credit or debit has one)", () => {
    const listed = { processing_code_type: "AccountLoad", transaction_code: null };
    expect(transactionKindText({ ...listed, direction: "debit" })).toBe("Transfer out");
    expect(transactionKindText({ ...listed, direction: "credit" })).toBe("Transfer in");
    expect(
      transactionKindText({ ...listed, transaction_code: "AccountLoad", direction: "credit" }),
    ).toBe("Account load");
    // A provider that leaves transaction_code out says nothing either way: the spec's word stays.
    expect(transactionKindText({ processing_code_type: "AccountLoad" })).toBe("Account load");
  });

  it("keeps a load typed in the console, and a card purchase, as what they are", () => {
    expect(transactionKindText({ processing_code_type: "AccountLoad", direction: "credit" })).toBe(
      "Account load",
    );
    expect(transactionKindText({ card_id: "c-1" })).toBe("Card purchase");
    expect(transactionKindText({ processing_code_type: "SepaOutgoingPayment" })).toBe(
      "SEPA outgoing payment",
    );
  });

  it("words a payment status, a reason code and a merchant category in the details", () => {
    const facts = transactionFacts({
      payment_status: "ACCP",
      reason_code: "AM04",
      counterparty: { merchant_category_code: "5732", bank_country: "DE" },
    });
    const value = (key: string) => facts.find((fact) => fact.key === key)?.value;
    expect(value("payment_status")).toBe("ACCP — accepted, not yet settled");
    expect(value("reason_code")).toBe("AM04 — Insufficient funds");
    expect(value("counterparty")).toBe(
      "Merchant category code: 5732 Electronics stores\nBank country: Germany (DE)",
    );
  });
});
