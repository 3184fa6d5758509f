import { describe, expect, it } from "vitest";
import { parseRejectReason, paymentStatusData, webhookEvent } from "./webhook";

const payment = (data: Record<string, unknown>) => ({ payment_status: "ACSC", ...data });
const ok = (data: Record<string, unknown>) => paymentStatusData.safeParse(payment(data)).success;

describe("payment.status: inward_outward", () => {
  it.each([
    ["SEPA", "ResolutionOfInvestigation", true],
    ["SEPADirectDebit", "DirectDebit", true],
    ["SEPADirectDebit", "Cancelation", true],
    ["SEPADirectDebit", "Cancellation", true],
    ["SEPA", "DirectDebit", false],
    ["SEPA", "CreditTransfer", false],
    ["SEPADirectDebit", "ResolutionOfInvestigation", false],
    ["SEPAInstant", "CreditTransfer", true], // unknown scheme: not ours to judge
  ])("%s %s may leave it out: %s", (scheme, transaction_type, optional) => {
    expect(ok({ scheme, transaction_type })).toBe(optional);
    expect(ok({ scheme, transaction_type, inward_outward: null })).toBe(optional);
    expect(ok({ scheme, transaction_type, inward_outward: "Outward" })).toBe(true);
  });
});

describe("payment.status: settlement_date_time", () => {
  const at = "2026-09-01T10:00:00Z";
  it.each([
    [
      { scheme: "SEPADirectDebit", transaction_type: "DirectDebit", inward_outward: "Outward" },
      true,
    ],
    [{ scheme: "SEPADirectDebit", transaction_type: "DirectDebit", inward_outward: null }, true],
    [{ scheme: "SEPADirectDebit", transaction_type: "DirectDebit" }, true],
    [
      { scheme: "SEPADirectDebit", transaction_type: "DirectDebit", inward_outward: "Inward" },
      false,
    ],
    [{ scheme: "SEPA", transaction_type: "CreditTransfer", inward_outward: "Outward" }, false],
  ])("%j may carry it: %s", (data, allowed) => {
    expect(ok({ ...data, settlement_date_time: at })).toBe(allowed);
    expect(ok(data)).toBe(true);
  });
});

it("normalises Cancelation and keeps unknown values", () => {
  const data = paymentStatusData.parse(
    payment({
      scheme: "SEPADirectDebit",
      transaction_type: "Cancelation",
      reason_code: "ZZ99",
      payment_status: "NEWS",
      x: 1,
    }),
  );
  expect(data).toMatchObject({
    transaction_type: "Cancellation",
    reason_code: "ZZ99",
    payment_status: "NEWS",
    x: 1,
  });
});

describe("envelope", () => {
  const envelope = { id: "evt_1", created_date: "2026-09-01T10:00:00Z" };

  it("reads both known types", () => {
    expect(
      webhookEvent.safeParse({
        ...envelope,
        type: "user.verification.status",
        data: {
          customer_id: "c",
          status: "DocumentExpired",
          reject_reason: ["FailedDependency|expired"],
        },
      }).success,
    ).toBe(true);
    expect(
      webhookEvent.safeParse({
        ...envelope,
        type: "payment.status",
        data: payment({
          scheme: "SEPA",
          transaction_type: "CreditTransfer",
          inward_outward: "Inward",
        }),
      }).success,
    ).toBe(true);
  });

  it("keeps unknown types, but refuses a known type with a bad payload", () => {
    expect(
      webhookEvent.safeParse({ ...envelope, type: "card.status", data: { anything: 1 } }).success,
    ).toBe(true);
    expect(webhookEvent.safeParse({ ...envelope, type: "payment.status", data: {} }).success).toBe(
      false,
    );
  });
});

it.each([
  ["BadRequest|document blurred", "BadRequest", "document blurred"],
  ["FailedDependency|provider down", "FailedDependency", "provider down"],
  ["Other|x", null, "Other|x"],
  ["plain", null, "plain"],
  // Edges: only the first `|` separates, the prefix must match exactly, details may be empty.
  ["BadRequest|a|b", "BadRequest", "a|b"],
  ["BadRequest|", "BadRequest", ""],
  ["FailedDependency|  spaced  ", "FailedDependency", "  spaced  "],
  ["BadRequest", null, "BadRequest"],
  ["badrequest|x", null, "badrequest|x"],
  [" BadRequest|x", null, " BadRequest|x"],
  ["BadRequestX|x", null, "BadRequestX|x"],
  ["|x", null, "|x"],
  ["", null, ""],
])("parseRejectReason(%j)", (reason, category, detail) => {
  expect(parseRejectReason(reason)).toEqual({ category, detail });
});
