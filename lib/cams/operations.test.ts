import { describe, expect, expectTypeOf, it } from "vitest";
import {
  fillPath,
  type OperationBody,
  type OperationResponse,
  operationList,
  operations,
} from "./operations";
import { z } from "./zod";

// Every operation of the spec's endpoint tables, as the spec writes it.
const SPEC_ENDPOINTS = `
GET /errorcodes/{code}
GET /errorcodes
POST /token
POST /manage/password
POST /customers
GET /customers
GET /customers/{customer_id}
PATCH /customers/{customer_id}
PATCH /customers/{customer_id}/identifications
PATCH /customers/{customer_id}/addresses
PUT /customers/{customer_id}/addresses
PATCH /customers/{customer_id}/phones
POST /customers/{customer_id}/accounts
POST /customers/{customer_id}/cards
GET /customers/{customer_id}/cards/{card_id}
POST /customers/{customer_id}/remittance/beneficiaries
GET /cards/{card_id}
POST /cards/{card_id}/replace
GET /cards/{card_id}/transactions
POST /accounts/{account_id}/credit
POST /accounts/{account_id}/debit
POST /accounts/{account_id}/transfer/{creditor_account_id}
POST /accounts/{account_id}/outgoing-credit-transfer
GET /accounts/{account_id}/transactions
GET /accounts/{account_id}/transactions/{transaction_id}
POST /corporates/accounts/{corporate_account_id}/outgoing-credit-transfer
GET /corporate/accounts/{corporate_account_id}/transactions
GET /corporate/accounts/{account_id}/transactions/{transaction_id}
POST /corporates
GET /corporates/{corporate_id}
PATCH /corporates/{corporate_id}
POST /corporates/{corporate_id}/individual
POST /control/spend
GET /control/spend/{id}
PATCH /control/spend/{id}
PUT /control/spend/{id}
`;

const SANDBOX_ASSUMPTIONS = `
POST /cards/{card_id}/activate
POST /cards/{card_id}/block
POST /cards/{card_id}/unblock
GET /cards/{card_id}/status-history
POST /corporates/{corporate_id}/accounts
`;

const SIMULATIONS = `
POST /simulate/cards/{card_id}/status
POST /simulate/cards/{card_id}/authorization
POST /simulate/cards/{card_id}/authorization/decision
POST /simulate/customers/{customer_id}/aml
POST /simulate/customers/{customer_id}/verification
POST /simulate/outgoing-credit-transfers/{transaction_id}
POST /simulate/accounts/{account_id}/incoming-payment
POST /simulate/accounts/{account_id}/direct-debit
POST /simulate/webhooks/{webhook_id}/redeliver
PUT /simulate/limits
PUT /simulate/config
GET /simulate/states
POST /simulate/reset
POST /simulate/states
POST /simulate/states/{name}/restore
POST /simulate/scenarios/{name}/load
GET /simulate/clock
POST /simulate/clock/advance
POST /simulate/clock/freeze
POST /simulate/clock/unfreeze
POST /simulate/clock/reset
`;

const lines = (table: string) => table.trim().split("\n");
const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

describe("operation table", () => {
  it.each(lines(SPEC_ENDPOINTS))("%s exists exactly once, as the provider's", (endpoint) => {
    const matches = operationList.filter((op) => key(op) === endpoint);
    expect(matches).toHaveLength(1);
    expect(matches[0]?.extension).toBeUndefined();
  });

  it.each([
    ...lines(SANDBOX_ASSUMPTIONS).map((endpoint) => [endpoint, "sandbox-assumption"]),
    ...lines(SIMULATIONS).map((endpoint) => [endpoint, "simulation"]),
  ])("%s is marked %s", (endpoint, extension) => {
    const matches = operationList.filter((op) => key(op) === endpoint);
    expect(matches.map((op) => op.extension)).toEqual([extension]);
  });

  it("has nothing else, and each entry's id is its key", () => {
    const all = [...lines(SPEC_ENDPOINTS), ...lines(SANDBOX_ASSUMPTIONS), ...lines(SIMULATIONS)];
    expect(operationList.map(key).sort()).toEqual(all.sort());
    for (const [id, op] of Object.entries(operations)) expect(op.id).toBe(id);
  });

  it.each(operationList)("$id: path parameters match the template", (op) => {
    const inTemplate = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(op.pathParams.shape).sort()).toEqual(inTemplate);
    expect(op.successStatuses.length).toBeGreaterThan(0);
    if (op.method === "GET") expect(op.body).toBeUndefined();
  });

  it.each(operationList)("$id: every schema can be written as JSON Schema", (op) => {
    for (const schema of [op.pathParams, op.query, op.body]) {
      if (schema) expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
    }
    const { response } = op;
    if (response) expect(() => z.toJSONSchema(response, { io: "output" })).not.toThrow();
  });

  it("bulk creates answer 201 or 206", () => {
    for (const id of ["createCustomer", "createAccounts", "createCards"] as const) {
      expect(operations[id].successStatuses).toEqual([201, 206]);
    }
  });

  it("infers body and response types", () => {
    expectTypeOf<OperationBody<"creditAccount">>().toHaveProperty("transaction_code");
    expectTypeOf<OperationResponse<"transferBalance">>().toHaveProperty("debit_transaction_id");
    expectTypeOf<OperationResponse<"managePassword">>().toEqualTypeOf<undefined>();
  });
});

it("fillPath encodes parameters and insists on all of them", () => {
  expect(fillPath(operations.getCustomerCard.path, { customer_id: "c 1", card_id: "k/2" })).toBe(
    "/customers/c%201/cards/k%2F2",
  );
  expect(() => fillPath(operations.getCard.path, {})).toThrow("card_id");
});
