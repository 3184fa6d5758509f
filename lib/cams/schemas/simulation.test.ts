import { expect, it } from "vitest";
import { VALID_IBAN } from "../__fixtures__/bodies";
import {
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
