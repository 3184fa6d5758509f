import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as fixtures from "../__fixtures__/bodies";
import { creditorAddress } from "./address";
import { cardCreateItem, cardReplaceRequest } from "./card";
import { corporateIndividualCreateRequest } from "./corporate";
import { customerCreateRequest, riskProfile } from "./customer";
import {
  spendControlCreateRequest,
  spendControlPatchRequest,
  updateSpendControlRequest,
} from "./spend-control";
import { creditDebitRequest, outgoingCreditTransferRequest, transferRequest } from "./transfer";

const credit = { amount: 10, transaction_code: "AccountLoad" };
const replace = { reason: "Lost", carrier_delivery_address: fixtures.carrierAddress };
const spendCreate = { ...fixtures.spendControlRules, bin: "123456" };

// [schema name, removed field, schema, valid body]: the two names first, as the titles print the
// first two entries; a schema in a title is printed whole (38 MB each in the JSON report).
type Row = [string, string, z.ZodType, Record<string, unknown>];
const removedFrom = (
  name: string,
  schema: z.ZodType,
  body: Record<string, unknown>,
  fields: string[],
): Row[] => fields.map((field) => [name, field, schema, body]);

const rows: Row[] = [
  ...removedFrom("credit/debit", creditDebitRequest, credit, ["fee_amount"]),
  ...removedFrom("transfer", transferRequest, { amount: 10 }, ["fee_amount"]),
  ...removedFrom("card create", cardCreateItem, fixtures.cardItem, [
    "accounts",
    "delivery_method",
    "delivery_address",
    "contact_name",
    "contact_number",
  ]),
  ...removedFrom("card replace", cardReplaceRequest, replace, [
    "delivery_method",
    "delivery_address",
    "contact_name",
    "contact_number",
  ]),
  ...removedFrom("spend control create", spendControlCreateRequest, spendCreate, [
    "merchant",
    "card_acceptor",
  ]),
  ...removedFrom(
    "UpdateSpendControlRequest",
    updateSpendControlRequest,
    fixtures.spendControlRules,
    ["merchant", "card_acceptor", "bin"],
  ),
  ...removedFrom("spend control patch", spendControlPatchRequest, { name: "x" }, [
    "bin",
    "merchant",
    "card_acceptor",
  ]),
  ...removedFrom(
    "corporate individual",
    corporateIndividualCreateRequest,
    fixtures.corporateIndividual,
    ["type"],
  ),
  ...removedFrom("risk profile", riskProfile, fixtures.riskProfile, [
    "yearly_income",
    "monthly_spend",
    "monthly_load",
    "net_worth",
  ]),
  ...removedFrom("creditor address", creditorAddress, fixtures.creditorAddress, [
    "line_1",
    "line_2",
    "line_3",
    "state",
    "county",
  ]),
];

// The same fields, nested where they really travel.
const nested: [string, z.ZodType, unknown, (string | number)[]][] = [
  [
    "risk profile inside customer create",
    customerCreateRequest,
    { ...fixtures.kycCustomer, risk_profile: { ...fixtures.riskProfile, net_worth: "1M" } },
    ["risk_profile", "net_worth"],
  ],
  [
    "card inside customer create",
    customerCreateRequest,
    { ...fixtures.kycCustomer, cards: [{ ...fixtures.cardItem, accounts: [] }] },
    ["cards", 0, "accounts"],
  ],
  [
    "creditor address inside an outgoing credit transfer",
    outgoingCreditTransferRequest,
    {
      ...fixtures.outgoingCreditTransfer,
      creditor: {
        ...fixtures.outgoingCreditTransfer.creditor,
        address: { ...fixtures.creditorAddress, line_1: "1 Rue" },
      },
    },
    ["creditor", "address", "line_1"],
  ],
];

describe("removed fields are refused on their own path, saying they were removed", () => {
  it.each(rows)("%s: the body is valid without %s", (_name, _field, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  it.each(rows)("%s refuses %s", (_, field, schema, body) => {
    const issues = schema.safeParse({ ...body, [field]: "anything" }).error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual([field]);
    expect(issues[0]?.message).toMatch(new RegExp(`^${field} was removed`));
  });

  it("messages name the version and the replacement when the spec gives them", () => {
    const message = (schema: z.ZodType, body: object) =>
      schema.safeParse(body).error?.issues[0]?.message;
    expect(message(creditDebitRequest, { ...credit, fee_amount: 1 })).toBe(
      "fee_amount was removed in v1.24 and is no longer accepted",
    );
    expect(message(creditorAddress, { ...fixtures.creditorAddress, state: "IDF" })).toBe(
      "state was removed in v1.59: use country_sub_division",
    );
    expect(
      message(corporateIndividualCreateRequest, {
        ...fixtures.corporateIndividual,
        type: "Director",
      }),
    ).toBe("type was removed in v1.33: use types");
  });

  it.each(nested)("%s", (_, schema, body, path) => {
    const issues = schema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([path]);
  });
});
