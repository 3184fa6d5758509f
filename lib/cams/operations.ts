import { resourceId } from "./helpers";
import { listQuery } from "./paging";
import { accountsCreateRequest, accountsCreateResponse } from "./schemas/account";
import { addressPatchRequest, address as addressPutRequest } from "./schemas/address";
import { managePasswordRequest, tokenRequest, tokenResponse } from "./schemas/auth";
import { beneficiaryCreateRequest, beneficiaryResponse } from "./schemas/beneficiary";
import {
  cardReplaceRequest,
  cardResponse,
  cardStatusHistoryResponse,
  cardsCreateRequest,
  cardsCreateResponse,
} from "./schemas/card";
import {
  corporateCreateRequest,
  corporateIndividualCreateRequest,
  corporateIndividualResponse,
  corporateResponse,
  corporateUpdateRequest,
} from "./schemas/corporate";
import {
  customerCreateRequest,
  customerListResponse,
  customerResponse,
  customerSearchQuery,
  customerUpdateRequest,
  identificationUpdateRequest,
  phonesUpdateRequest,
} from "./schemas/customer";
import { errorCodeList, errorCodeRecord } from "./schemas/error";
import {
  advanceSandboxClockRequest,
  authorizationDecisionResponse,
  emptySimulationRequest,
  programmeLimits,
  programmeLimitsResponse,
  sandboxClockAdvanceResponse,
  sandboxClockResponse,
  sandboxConfig,
  sandboxConfigResponse,
  sandboxScenarios,
  sandboxStateName,
  sandboxStateResult,
  sandboxStatesResponse,
  saveSandboxStateRequest,
  simulateCardAuthorizationRequest,
  simulateCardStatusRequest,
  simulateCustomerAmlRequest,
  simulateDirectDebitRequest,
  simulateIncomingPaymentRequest,
  simulateOutgoingCreditTransferRequest,
  simulateUserVerificationRequest,
} from "./schemas/simulation";
import {
  spendControlCreateRequest,
  spendControlPatchRequest,
  spendControlResponse,
  updateSpendControlRequest,
} from "./schemas/spend-control";
import {
  transactionDetailsResponse,
  transactionListResponse,
  transactionResponse,
} from "./schemas/transaction";
import {
  creditDebitRequest,
  outgoingCreditTransferRequest,
  outgoingCreditTransferResponse,
  transferBalanceResponse,
  transferRequest,
} from "./schemas/transfer";
import { webhookEvent } from "./schemas/webhook";
import { z } from "./zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH";

/**
 * One operation of the interface. `path` is relative to base_url and written as the spec writes
 * it (note `/corporates/...` and `/corporate/...`). `extension` marks what is not the provider's:
 * "sandbox-assumption" = an operation a real provider plainly has but the spec does not list;
 * "simulation" = sandbox-only test controls under /simulate.
 */
export interface Operation {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly pathParams: z.ZodObject;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** null: the success answer has no body. */
  readonly response: z.ZodType | null;
  readonly successStatuses: readonly number[];
  readonly summary: string;
  readonly extension?: "sandbox-assumption" | "simulation";
  /**
   * How long its answer may take, when longer than the client's timeout: the sandbox's state
   * replacements rebuild every table in one answer (the demo scenario makes hundreds of rows
   * through the interface), which a busy machine stretches past the 10 s meant for one record.
   */
  readonly timeoutMs?: number;
}

/** Path parameter schema for the named ids; every id is an opaque string. */
function params<const K extends string>(...names: K[]) {
  return z.strictObject(
    Object.fromEntries(names.map((name) => [name, resourceId])) as Record<K, typeof resourceId>,
  );
}

const noParams = params();
/** The sandbox's state replacements: see Operation.timeoutMs. */
const STATE_REPLACEMENT_TIMEOUT_MS = 60_000;
/** Bulk creates answer 206 when only some items were created. */
const createdOrPartial = [201, 206] as const;

export const operations = {
  // Error catalog
  getErrorCode: {
    id: "getErrorCode",
    method: "GET",
    path: "/errorcodes/{code}",
    pathParams: z.strictObject({ code: z.coerce.number().int().min(1_000_000).max(9_999_999) }),
    response: errorCodeRecord,
    successStatuses: [200],
    summary: "One error code record",
  },
  listErrorCodes: {
    id: "listErrorCodes",
    method: "GET",
    path: "/errorcodes",
    pathParams: noParams,
    response: errorCodeList,
    successStatuses: [200],
    summary: "Every supported error code",
  },
  // Authentication
  createToken: {
    id: "createToken",
    method: "POST",
    path: "/token",
    pathParams: noParams,
    body: tokenRequest,
    response: tokenResponse,
    successStatuses: [200],
    summary: "Get an access token",
  },
  managePassword: {
    id: "managePassword",
    method: "POST",
    path: "/manage/password",
    pathParams: noParams,
    body: managePasswordRequest,
    response: null,
    successStatuses: [204],
    summary: "Change the API user's password",
  },
  // Customers
  createCustomer: {
    id: "createCustomer",
    method: "POST",
    path: "/customers",
    pathParams: noParams,
    body: customerCreateRequest,
    response: customerResponse,
    successStatuses: createdOrPartial,
    summary: "Create a customer with accounts and cards",
  },
  searchCustomers: {
    id: "searchCustomers",
    method: "GET",
    path: "/customers",
    pathParams: noParams,
    query: customerSearchQuery,
    response: customerListResponse,
    successStatuses: [200],
    summary: "Search customers",
  },
  getCustomer: {
    id: "getCustomer",
    method: "GET",
    path: "/customers/{customer_id}",
    pathParams: params("customer_id"),
    response: customerResponse,
    successStatuses: [200],
    summary: "Customer details",
  },
  updateCustomer: {
    id: "updateCustomer",
    method: "PATCH",
    path: "/customers/{customer_id}",
    pathParams: params("customer_id"),
    body: customerUpdateRequest,
    response: customerResponse,
    successStatuses: [200],
    summary: "Update a customer",
  },
  updateIdentification: {
    id: "updateIdentification",
    method: "PATCH",
    path: "/customers/{customer_id}/identifications",
    pathParams: params("customer_id"),
    body: identificationUpdateRequest,
    response: customerResponse,
    successStatuses: [200],
    summary: "Update an identification",
  },
  patchCustomerAddress: {
    id: "patchCustomerAddress",
    method: "PATCH",
    path: "/customers/{customer_id}/addresses",
    pathParams: params("customer_id"),
    body: addressPatchRequest,
    response: customerResponse,
    successStatuses: [200],
    summary: "Update an address partly",
  },
  putCustomerAddress: {
    id: "putCustomerAddress",
    method: "PUT",
    path: "/customers/{customer_id}/addresses",
    pathParams: params("customer_id"),
    body: addressPutRequest,
    response: customerResponse,
    successStatuses: [200],
    summary: "Replace an address",
  },
  updatePhones: {
    id: "updatePhones",
    method: "PATCH",
    path: "/customers/{customer_id}/phones",
    pathParams: params("customer_id"),
    body: phonesUpdateRequest,
    response: customerResponse,
    successStatuses: [200],
    summary: "Update phones",
  },
  createAccounts: {
    id: "createAccounts",
    method: "POST",
    path: "/customers/{customer_id}/accounts",
    pathParams: params("customer_id"),
    body: accountsCreateRequest,
    response: accountsCreateResponse,
    successStatuses: createdOrPartial,
    summary: "Create customer accounts",
  },
  createCards: {
    id: "createCards",
    method: "POST",
    path: "/customers/{customer_id}/cards",
    pathParams: params("customer_id"),
    body: cardsCreateRequest,
    response: cardsCreateResponse,
    successStatuses: createdOrPartial,
    summary: "Create customer cards",
  },
  getCustomerCard: {
    id: "getCustomerCard",
    method: "GET",
    path: "/customers/{customer_id}/cards/{card_id}",
    pathParams: params("customer_id", "card_id"),
    response: cardResponse,
    successStatuses: [200],
    summary: "A customer's card details",
  },
  createBeneficiary: {
    id: "createBeneficiary",
    method: "POST",
    path: "/customers/{customer_id}/remittance/beneficiaries",
    pathParams: params("customer_id"),
    body: beneficiaryCreateRequest,
    response: beneficiaryResponse,
    successStatuses: [201],
    summary: "Create a remittance beneficiary",
  },
  // Cards
  getCard: {
    id: "getCard",
    method: "GET",
    path: "/cards/{card_id}",
    pathParams: params("card_id"),
    response: cardResponse,
    successStatuses: [200],
    summary: "Card details",
  },
  replaceCard: {
    id: "replaceCard",
    method: "POST",
    path: "/cards/{card_id}/replace",
    pathParams: params("card_id"),
    body: cardReplaceRequest,
    response: cardResponse,
    successStatuses: [201],
    summary: "Replace a card; answers the new card",
  },
  listCardTransactions: {
    id: "listCardTransactions",
    method: "GET",
    path: "/cards/{card_id}/transactions",
    pathParams: params("card_id"),
    query: listQuery,
    response: transactionListResponse,
    successStatuses: [200],
    summary: "Paged card transactions",
  },
  getCardStatusHistory: {
    id: "getCardStatusHistory",
    method: "GET",
    path: "/cards/{card_id}/status-history",
    pathParams: params("card_id"),
    response: cardStatusHistoryResponse,
    successStatuses: [200],
    summary: "Every status the card has had, oldest first",
    extension: "sandbox-assumption",
  },
  activateCard: {
    id: "activateCard",
    method: "POST",
    path: "/cards/{card_id}/activate",
    pathParams: params("card_id"),
    response: cardResponse,
    successStatuses: [200],
    summary: "Activate a card from status 03 or 04",
    extension: "sandbox-assumption",
  },
  blockCard: {
    id: "blockCard",
    method: "POST",
    path: "/cards/{card_id}/block",
    pathParams: params("card_id"),
    response: cardResponse,
    successStatuses: [200],
    summary: "Block an active card (status 05)",
    extension: "sandbox-assumption",
  },
  unblockCard: {
    id: "unblockCard",
    method: "POST",
    path: "/cards/{card_id}/unblock",
    pathParams: params("card_id"),
    response: cardResponse,
    successStatuses: [200],
    summary: "Unblock a blocked card (back to 00)",
    extension: "sandbox-assumption",
  },
  // Accounts and money movement
  creditAccount: {
    id: "creditAccount",
    method: "POST",
    path: "/accounts/{account_id}/credit",
    pathParams: params("account_id"),
    body: creditDebitRequest,
    response: transactionResponse,
    successStatuses: [201],
    summary: "Credit an account",
  },
  debitAccount: {
    id: "debitAccount",
    method: "POST",
    path: "/accounts/{account_id}/debit",
    pathParams: params("account_id"),
    body: creditDebitRequest,
    response: transactionResponse,
    successStatuses: [201],
    summary: "Debit an account",
  },
  transferBalance: {
    id: "transferBalance",
    method: "POST",
    path: "/accounts/{account_id}/transfer/{creditor_account_id}",
    pathParams: params("account_id", "creditor_account_id"),
    body: transferRequest,
    response: transferBalanceResponse,
    successStatuses: [201],
    summary: "Transfer between customer accounts",
  },
  outgoingCreditTransfer: {
    id: "outgoingCreditTransfer",
    method: "POST",
    path: "/accounts/{account_id}/outgoing-credit-transfer",
    pathParams: params("account_id"),
    body: outgoingCreditTransferRequest,
    response: outgoingCreditTransferResponse,
    successStatuses: [201],
    summary: "Send an outgoing SEPA credit transfer",
  },
  listAccountTransactions: {
    id: "listAccountTransactions",
    method: "GET",
    path: "/accounts/{account_id}/transactions",
    pathParams: params("account_id"),
    query: listQuery,
    response: transactionListResponse,
    successStatuses: [200],
    summary: "Paged account transactions",
  },
  getAccountTransaction: {
    id: "getAccountTransaction",
    method: "GET",
    path: "/accounts/{account_id}/transactions/{transaction_id}",
    pathParams: params("account_id", "transaction_id"),
    response: transactionDetailsResponse,
    successStatuses: [200],
    summary: "Transaction details",
  },
  // Corporates
  corporateOutgoingCreditTransfer: {
    id: "corporateOutgoingCreditTransfer",
    method: "POST",
    path: "/corporates/accounts/{corporate_account_id}/outgoing-credit-transfer",
    pathParams: params("corporate_account_id"),
    body: outgoingCreditTransferRequest,
    response: outgoingCreditTransferResponse,
    successStatuses: [201],
    summary: "Send an outgoing SEPA credit transfer from a corporate account",
  },
  listCorporateAccountTransactions: {
    id: "listCorporateAccountTransactions",
    method: "GET",
    path: "/corporate/accounts/{corporate_account_id}/transactions",
    pathParams: params("corporate_account_id"),
    query: listQuery,
    response: transactionListResponse,
    successStatuses: [200],
    summary: "Paged corporate account transactions",
  },
  getCorporateAccountTransaction: {
    id: "getCorporateAccountTransaction",
    method: "GET",
    path: "/corporate/accounts/{account_id}/transactions/{transaction_id}",
    pathParams: params("account_id", "transaction_id"),
    response: transactionDetailsResponse,
    successStatuses: [200],
    summary: "Corporate account transaction details",
  },
  createCorporate: {
    id: "createCorporate",
    method: "POST",
    path: "/corporates",
    pathParams: noParams,
    body: corporateCreateRequest,
    response: corporateResponse,
    successStatuses: [201],
    summary: "Create a corporate",
  },
  getCorporate: {
    id: "getCorporate",
    method: "GET",
    path: "/corporates/{corporate_id}",
    pathParams: params("corporate_id"),
    response: corporateResponse,
    successStatuses: [200],
    summary: "Corporate details, with its individuals and accounts",
  },
  updateCorporate: {
    id: "updateCorporate",
    method: "PATCH",
    path: "/corporates/{corporate_id}",
    pathParams: params("corporate_id"),
    body: corporateUpdateRequest,
    response: corporateResponse,
    successStatuses: [200],
    summary: "Update a corporate",
  },
  createCorporateIndividual: {
    id: "createCorporateIndividual",
    method: "POST",
    path: "/corporates/{corporate_id}/individual",
    pathParams: params("corporate_id"),
    body: corporateIndividualCreateRequest,
    response: corporateIndividualResponse,
    successStatuses: [201],
    summary: "Create a corporate individual",
  },
  createCorporateAccounts: {
    id: "createCorporateAccounts",
    method: "POST",
    path: "/corporates/{corporate_id}/accounts",
    pathParams: params("corporate_id"),
    body: accountsCreateRequest,
    response: accountsCreateResponse,
    successStatuses: createdOrPartial,
    summary: "Create corporate accounts",
    extension: "sandbox-assumption",
  },
  // Spend control
  createSpendControl: {
    id: "createSpendControl",
    method: "POST",
    path: "/control/spend",
    pathParams: noParams,
    body: spendControlCreateRequest,
    response: spendControlResponse,
    successStatuses: [201],
    summary: "Add a spend control group",
  },
  getSpendControl: {
    id: "getSpendControl",
    method: "GET",
    path: "/control/spend/{id}",
    pathParams: params("id"),
    response: spendControlResponse,
    successStatuses: [200],
    summary: "Retrieve a spend control group",
  },
  patchSpendControl: {
    id: "patchSpendControl",
    method: "PATCH",
    path: "/control/spend/{id}",
    pathParams: params("id"),
    body: spendControlPatchRequest,
    response: spendControlResponse,
    successStatuses: [200],
    summary: "Update a spend control group partly",
  },
  putSpendControl: {
    id: "putSpendControl",
    method: "PUT",
    path: "/control/spend/{id}",
    pathParams: params("id"),
    body: updateSpendControlRequest,
    response: spendControlResponse,
    successStatuses: [200],
    summary: "Replace a spend control group (UpdateSpendControlRequest)",
  },
  // Simulation (sandbox only)
  simulateCardStatus: {
    id: "simulateCardStatus",
    method: "POST",
    path: "/simulate/cards/{card_id}/status",
    pathParams: params("card_id"),
    body: simulateCardStatusRequest,
    response: cardResponse,
    successStatuses: [200],
    summary: "Move a card to a status",
    extension: "simulation",
  },
  simulateCardAuthorization: {
    id: "simulateCardAuthorization",
    method: "POST",
    path: "/simulate/cards/{card_id}/authorization",
    pathParams: params("card_id"),
    body: simulateCardAuthorizationRequest,
    response: transactionResponse,
    successStatuses: [201],
    summary: "Run a card authorization through spend controls and limits",
    extension: "simulation",
  },
  decideCardAuthorization: {
    id: "decideCardAuthorization",
    method: "POST",
    path: "/simulate/cards/{card_id}/authorization/decision",
    pathParams: params("card_id"),
    body: simulateCardAuthorizationRequest,
    response: authorizationDecisionResponse,
    successStatuses: [200],
    summary: "Dry run: decide a card authorization without recording it",
    extension: "simulation",
  },
  simulateCustomerAml: {
    id: "simulateCustomerAml",
    method: "POST",
    path: "/simulate/customers/{customer_id}/aml",
    pathParams: params("customer_id"),
    body: simulateCustomerAmlRequest,
    response: customerResponse,
    successStatuses: [200],
    summary: "Put a customer on or off AML hold",
    extension: "simulation",
  },
  simulateUserVerification: {
    id: "simulateUserVerification",
    method: "POST",
    path: "/simulate/customers/{customer_id}/verification",
    pathParams: params("customer_id"),
    body: simulateUserVerificationRequest,
    response: webhookEvent,
    successStatuses: [202],
    summary: "Emit a user verification status webhook; answers the queued event",
    extension: "simulation",
  },
  simulateOutgoingCreditTransfer: {
    id: "simulateOutgoingCreditTransfer",
    method: "POST",
    path: "/simulate/outgoing-credit-transfers/{transaction_id}",
    pathParams: params("transaction_id"),
    body: simulateOutgoingCreditTransferRequest,
    response: transactionResponse,
    successStatuses: [200],
    summary: "Settle or reject an outgoing credit transfer",
    extension: "simulation",
  },
  simulateIncomingPayment: {
    id: "simulateIncomingPayment",
    method: "POST",
    path: "/simulate/accounts/{account_id}/incoming-payment",
    pathParams: params("account_id"),
    body: simulateIncomingPaymentRequest,
    response: transactionResponse,
    successStatuses: [201],
    summary: "Receive an incoming SEPA payment",
    extension: "simulation",
  },
  simulateDirectDebit: {
    id: "simulateDirectDebit",
    method: "POST",
    path: "/simulate/accounts/{account_id}/direct-debit",
    pathParams: params("account_id"),
    body: simulateDirectDebitRequest,
    response: transactionResponse,
    successStatuses: [201],
    summary: "Collect a SEPA direct debit (settled, or returned RJCT when the account cannot pay)",
    extension: "simulation",
  },
  redeliverWebhook: {
    id: "redeliverWebhook",
    method: "POST",
    path: "/simulate/webhooks/{webhook_id}/redeliver",
    pathParams: params("webhook_id"),
    body: emptySimulationRequest,
    response: webhookEvent,
    successStatuses: [202],
    summary:
      "Send a queued or sent webhook again: the same webhook-id and body, a fresh timestamp and signature; answers the event",
    extension: "simulation",
  },
  setLimits: {
    id: "setLimits",
    method: "PUT",
    path: "/simulate/limits",
    pathParams: noParams,
    body: programmeLimits,
    response: programmeLimitsResponse,
    successStatuses: [200],
    summary: "Set the programme's limits",
    extension: "simulation",
  },
  setConfig: {
    id: "setConfig",
    method: "PUT",
    path: "/simulate/config",
    pathParams: noParams,
    body: sandboxConfig,
    response: sandboxConfigResponse,
    successStatuses: [200],
    summary: "Set sandbox flags",
    extension: "simulation",
  },
  getSandboxClock: {
    id: "getSandboxClock",
    method: "GET",
    path: "/simulate/clock",
    pathParams: noParams,
    response: sandboxClockResponse,
    successStatuses: [200],
    summary: "The sandbox's time, whether it is frozen, and its offset from real time",
    extension: "simulation",
  },
  advanceSandboxClock: {
    id: "advanceSandboxClock",
    method: "POST",
    path: "/simulate/clock/advance",
    pathParams: noParams,
    body: advanceSandboxClockRequest,
    response: sandboxClockAdvanceResponse,
    successStatuses: [200],
    summary:
      "Move the sandbox's time forward (never back, at most 400 days); what falls due on the way runs, in time order, before the answer",
    extension: "simulation",
    timeoutMs: STATE_REPLACEMENT_TIMEOUT_MS,
  },
  freezeSandboxClock: {
    id: "freezeSandboxClock",
    method: "POST",
    path: "/simulate/clock/freeze",
    pathParams: noParams,
    body: emptySimulationRequest,
    response: sandboxClockResponse,
    successStatuses: [200],
    summary: "Stop the sandbox's time where it is",
    extension: "simulation",
  },
  unfreezeSandboxClock: {
    id: "unfreezeSandboxClock",
    method: "POST",
    path: "/simulate/clock/unfreeze",
    pathParams: noParams,
    body: emptySimulationRequest,
    response: sandboxClockResponse,
    successStatuses: [200],
    summary: "Let the sandbox's time run on from where it stands",
    extension: "simulation",
  },
  resetSandboxClock: {
    id: "resetSandboxClock",
    method: "POST",
    path: "/simulate/clock/reset",
    pathParams: noParams,
    body: emptySimulationRequest,
    response: sandboxClockResponse,
    successStatuses: [200],
    summary: "Return the sandbox to real time",
    extension: "simulation",
  },
  listSandboxStates: {
    id: "listSandboxStates",
    method: "GET",
    path: "/simulate/states",
    pathParams: noParams,
    response: sandboxStatesResponse,
    successStatuses: [200],
    summary: "The built-in scenarios and the saved states",
    extension: "simulation",
  },
  resetSandbox: {
    id: "resetSandbox",
    method: "POST",
    path: "/simulate/reset",
    pathParams: noParams,
    body: emptySimulationRequest,
    response: sandboxStateResult,
    successStatuses: [200],
    summary: "Empty the sandbox: no customer, corporate, account or card; API users are kept",
    extension: "simulation",
    timeoutMs: STATE_REPLACEMENT_TIMEOUT_MS,
  },
  saveSandboxState: {
    id: "saveSandboxState",
    method: "POST",
    path: "/simulate/states",
    pathParams: noParams,
    body: saveSandboxStateRequest,
    response: sandboxStateResult,
    successStatuses: [201],
    summary: "Save the sandbox's state under a name (replacing one saved under it)",
    extension: "simulation",
  },
  restoreSandboxState: {
    id: "restoreSandboxState",
    method: "POST",
    path: "/simulate/states/{name}/restore",
    pathParams: z.strictObject({ name: sandboxStateName }),
    body: emptySimulationRequest,
    response: sandboxStateResult,
    successStatuses: [200],
    summary: "Put a saved state back; what was made since is gone, and none of it is delivered",
    extension: "simulation",
    timeoutMs: STATE_REPLACEMENT_TIMEOUT_MS,
  },
  loadSandboxScenario: {
    id: "loadSandboxScenario",
    method: "POST",
    path: "/simulate/scenarios/{name}/load",
    pathParams: z.strictObject({ name: z.enum(sandboxScenarios) }),
    body: emptySimulationRequest,
    response: sandboxStateResult,
    successStatuses: [200],
    summary: "Empty the sandbox, then build a built-in scenario through the interface",
    extension: "simulation",
    timeoutMs: STATE_REPLACEMENT_TIMEOUT_MS,
  },
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

type Schema<Id extends OperationId, K extends string> =
  Operations[Id] extends Record<K, infer S> ? (S extends z.ZodType ? S : never) : never;

/** What a caller passes (before defaults and transforms). */
export type OperationBody<Id extends OperationId> = z.input<Schema<Id, "body">>;
export type OperationQuery<Id extends OperationId> = z.input<Schema<Id, "query">>;
export type OperationPathParams<Id extends OperationId> = z.input<Operations[Id]["pathParams"]>;
/** What a caller gets back (after parsing). `undefined` when the answer has no body. */
export type OperationResponse<Id extends OperationId> = Operations[Id]["response"] extends z.ZodType
  ? z.output<Operations[Id]["response"]>
  : undefined;
/** What a server handler receives after validation. */
export type ParsedOperationBody<Id extends OperationId> = z.output<Schema<Id, "body">>;

export const operationList: readonly Operation[] = Object.values(operations);

/** "/customers/{customer_id}" + { customer_id: "c 1" } → "/customers/c%201". */
export function fillPath(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
