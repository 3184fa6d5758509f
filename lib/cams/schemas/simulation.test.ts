import { expect, it } from "vitest";
import { VALID_IBAN } from "../__fixtures__/bodies";
import {
  cardAuthorizationEntry,
  programmeLimits,
  simulateCardAuthorizationRequest,
  simulateCardStatusRequest,
  simulateCustomerAmlRequest,
  simulateIncomingPaymentRequest,
  simulateOutgoingCreditTransferRequest,
  simulateUserVerificationRequest,
} from "./simulation";

it.each([
  [simulateCardStatusRequest, { status: "03" }, true],
  [simulateCardStatusRequest, { status: "99" }, false],
  [simulateCardStatusRequest, { unassigned: true }, true],
  [simulateCardStatusRequest, { status: "41", unassigned: false }, true],
  [simulateCardStatusRequest, {}, false],
  [simulateCardStatusRequest, { unassigned: "yes" }, false],
  [simulateCustomerAmlRequest, { status: "OnHold" }, true],
  [simulateCustomerAmlRequest, { status: "Inactive" }, false],
  [
    simulateUserVerificationRequest,
    { status: "DocumentExpired", reject_reason: ["BadRequest|x"] },
    true,
  ],
  [simulateOutgoingCreditTransferRequest, { payment_status: "ACSC" }, true],
  [simulateOutgoingCreditTransferRequest, { payment_status: "RJCT", reason_code: "AC04" }, true],
  [simulateOutgoingCreditTransferRequest, { payment_status: "RJCT" }, false],
  [
    simulateIncomingPaymentRequest,
    { amount: 5, debtor_name: "Bob", debtor_iban: VALID_IBAN },
    true,
  ],
  [
    simulateCardAuthorizationRequest,
    {
      amount: 12.3,
      merchant_category_code: "5411",
      merchant_id: "m",
      terminal_id: "t",
      terminal_location: "DE",
    },
    true,
  ],
  [
    simulateCardAuthorizationRequest,
    {
      amount: 12.3,
      merchant_category_code: "54",
      merchant_id: "m",
      terminal_id: "t",
      terminal_location: "DE",
    },
    false,
  ],
  [
    programmeLimits,
    { load: { daily: { max_amount: 1000 }, lifetime: { max_count: 10 } }, max_balance: 5000 },
    true,
  ],
  [programmeLimits, { spend: { lifetime: { max_count: 1 } } }, false],
])("simulation body %#", (schema, body, ok) => {
  expect(schema.safeParse(body).success).toBe(ok);
});

it.each([
  ["the smallest amount", { amount: "0.01" }, undefined],
  ["nothing", { amount: "0" }, "amount"],
  ["cents on JPY", { amount: "1.5", currency: "JPY" }, "amount"],
  ["a 4-digit MCC", { merchant_category_code: "0001" }, undefined],
  ["a 3-digit MCC", { merchant_category_code: "541" }, "merchant_category_code"],
  ["no merchant id", { merchant_id: "" }, "merchant_id"],
  ["no terminal id", { terminal_id: "" }, "terminal_id"],
  ["a terminal location that is no country", { terminal_location: "XX" }, "terminal_location"],
])("the what-if form: %s", (_, change, refusedAt) => {
  const result = cardAuthorizationEntry.safeParse({
    amount: "12.50",
    currency: "EUR",
    merchant_category_code: "5411",
    merchant_id: "GROCER-1",
    terminal_id: "T-1",
    terminal_location: "DE",
    ...change,
  });
  expect(result.error?.issues[0]?.path.join(".")).toBe(refusedAt);
});
