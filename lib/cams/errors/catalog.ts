// The spec's Errors table, written once. Names are the spec's meanings in short; the HTTP status
// and its name are derived from the code, whose first three digits are the status.

const failedDependency = "A dependent component returned an unsuccessful response";

const definitions = {
  RequestPayloadIncorrect: [4000001, "Request payload is incorrect"],
  XUniqueIdInvalid: [4000002, "X-Unique-Id required and must match its pattern"],
  UsernameInvalid: [4000003, "Username required and must match its pattern"],
  ClientKeyInvalid: [4000004, "client_key must match its pattern"],
  ClientIdInvalid: [4000005, "client_id must match its pattern"],
  RequestBodyIncorrect: [4009900, "Request body incorrect"],
  RequestParametersIncorrect: [4009901, "Request parameters incorrect"],
  GatewayClientError: [4009999, "A 4XX error occurred on the gateway"],
  CredentialsOrTokenInvalid: [4010001, "Username or password wrong, or token invalid"],
  ApiKeyUnauthorized: [4010002, "Unauthorized API key"],
  NotAuthorized: [4019900, "Not authorized to submit the request"],
  ResourceForbidden: [4030001, "Forbidden to access the resource"],
  ConfigurationInvalid: [4030002, "Invalid or missing configuration"],
  OperationRulesViolated: [4030003, "Violation of operation rules"],
  AccessDenied: [4039900, "Access denied"],
  BearerTokenExpired: [4039901, "Bearer token expired"],
  ApiKeyRequired: [4039902, "X-Api-Key required"],
  SignatureInvalid: [4039903, "Signature invalid"],
  BearerTokenRequired: [4039904, "Bearer token required"],
  FilteredByFirewall: [4039905, "Request filtered by a web application firewall"],
  DataNotFound: [4040001, "Data to retrieve does not exist"],
  ResourceNotFound: [4049900, "Requested resource does not exist"],
  XUniqueIdNotUnique: [4090001, "X-Unique-Id not unique"],
  AlreadyProcessed: [4090002, "Request with the same data already processed"],
  EntityTooLarge: [4139900, "Entity too large"],
  UnsupportedMediaType: [4159900, "Media type not supported"],
  QuotaExceeded: [4299900, "Quota exceeded"],
  TooManyConcurrentRequests: [4299901, "Too many concurrent requests"],
  GivenDataInvalid: [4220001, "Given data invalid"],
  CustomerMustBeActive: [4220002, "Customer must be active"],
  AccountMustBeActive: [4220003, "Account must be active"],
  CardMustBeActive: [4220004, "Card must be active"],
  MissingMandatoryInformation: [4220005, "Missing mandatory information"],
  CardUnassigned: [4220006, "Card is unassigned from a customer"],
  SignatureMismatch: [4220007, "Server cannot match the request signature against the body"],
  ActivationNotAvailable: [
    4220008,
    "Cards cannot be activated until they reach status 03 (Printing)",
  ],
  CustomerDetailsAlreadyUsed: [4224001, "Customer details already used for another customer"],
  MaxAccountsReached: [4224002, "Customer has the maximum number of accounts"],
  MaxCardsReached: [4224003, "Customer has the maximum number of cards"],
  NoAccountForFee: [4224004, "No active account, or none with enough funds to charge a fee"],
  CustomerOnHold: [4224005, "Customer on hold due to AML checks"],
  CustomerRejected: [4224006, "Customer rejected due to AML checks"],
  // 4225024..4225038: load limits (the sandbox contract's reading of the spec).
  LoadYearlyAmountExceeded: [
    4225024,
    "Yearly maximum amount of transactions would exceed the configured limit",
  ],
  LoadMonthlyAmountExceeded: [4225025, "Monthly maximum amount would exceed the limit"],
  LoadWeeklyAmountExceeded: [4225026, "Weekly maximum amount would exceed the limit"],
  LoadDailyAmountExceeded: [4225027, "Daily maximum amount would exceed the limit"],
  LoadHourlyAmountExceeded: [4225028, "Hourly maximum amount would exceed the limit"],
  LoadYearlyCountExceeded: [
    4225029,
    "Yearly maximum number of transactions would exceed the limit",
  ],
  BalanceLimitExceeded: [4225031, "Account balance would exceed the limit"],
  TotalBalanceLimitExceeded: [
    4225032,
    "Sum of the customer account balances would exceed the limit",
  ],
  LoadLifetimeCountExceeded: [
    4225033,
    "Lifetime maximum number of transactions would exceed the limit",
  ],
  LoadMonthlyCountExceeded: [
    4225035,
    "Monthly maximum number of transactions would exceed the limit",
  ],
  LoadWeeklyCountExceeded: [
    4225036,
    "Weekly maximum number of transactions would exceed the limit",
  ],
  LoadDailyCountExceeded: [4225037, "Daily maximum number of transactions would exceed the limit"],
  LoadHourlyCountExceeded: [
    4225038,
    "Hourly maximum number of transactions would exceed the limits",
  ],
  // 4225053..4225062: spend limits.
  SpendYearlyAmountExceeded: [4225053, "Yearly maximum amount would exceed the limit"],
  SpendMonthlyAmountExceeded: [4225054, "Monthly maximum amount would exceed the limit"],
  SpendWeeklyAmountExceeded: [4225055, "Weekly maximum amount would exceed the limit"],
  SpendDailyAmountExceeded: [4225056, "Daily maximum amount would exceed the limit"],
  SpendHourlyAmountExceeded: [4225057, "Hourly maximum amount would exceed the limit"],
  SpendYearlyCountExceeded: [
    4225058,
    "Yearly maximum number of transactions would exceed the limit",
  ],
  SpendMonthlyCountExceeded: [
    4225059,
    "Monthly maximum number of transactions would exceed the limit",
  ],
  SpendWeeklyCountExceeded: [
    4225060,
    "Weekly maximum number of transactions would exceed the limit",
  ],
  SpendDailyCountExceeded: [4225061, "Daily maximum number of transactions would exceed the limit"],
  SpendHourlyCountExceeded: [
    4225062,
    "Hourly maximum number of transactions would exceed the limits",
  ],
  InsufficientFunds: [4225064, "Insufficient funds in the account balance"],
  TransactionMinimumNotReached: [4225073, "Transaction minimum amount not reached"],
  TransactionMaximumExceeded: [4225074, "Transaction maximum amount would be exceeded"],
  // Eleven codes with one description.
  FailedDependency01: [4245001, failedDependency],
  FailedDependency02: [4245002, failedDependency],
  FailedDependency03: [4245003, failedDependency],
  FailedDependency04: [4245004, failedDependency],
  FailedDependency05: [4245005, failedDependency],
  FailedDependency06: [4245006, failedDependency],
  FailedDependency07: [4245007, failedDependency],
  FailedDependency08: [4245008, failedDependency],
  FailedDependency09: [4245009, failedDependency],
  FailedDependency10: [4245010, failedDependency],
  FailedDependency11: [4245011, failedDependency],
  ServerError: [5000001, "Server could not complete the request"],
  ApiConfigurationIncorrect: [5009900, "Incorrect API configuration"],
  AuthorizerConfigurationError: [5009901, "Authorizer configuration error"],
  AuthorizerFailure: [5009902, "Authorizer failure"],
  GatewayServerError: [5009999, "A 5XX error occurred on the gateway"],
  ServiceUnderMaintenance: [5030001, "Service undergoing maintenance"],
  GatewayTimeout: [5049900, "Gateway timed out communicating with the resources"],
  GatewayResponseTimeout: [5049901, "Gateway timed out waiting for a response"],
} as const satisfies Record<string, readonly [number, string]>;

type ErrorCodeName = keyof typeof definitions;

/** Every catalogued code by name: `ErrorCode.InsufficientFunds` rather than 4225064. */
export const ErrorCode = Object.fromEntries(
  Object.entries(definitions).map(([name, [code]]) => [name, code]),
) as { readonly [N in ErrorCodeName]: (typeof definitions)[N][0] };

export type KnownErrorCode = (typeof ErrorCode)[ErrorCodeName];

/** HTTP status names as the provider writes `status_code` (.NET HttpStatusCode names). */
export const httpStatusNames: Readonly<Record<number, string>> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  413: "RequestEntityTooLarge",
  415: "UnsupportedMediaType",
  422: "UnprocessableEntity",
  424: "FailedDependency",
  429: "TooManyRequests",
  500: "InternalServerError",
  503: "ServiceUnavailable",
  504: "GatewayTimeout",
};

/** The HTTP status of a seven-digit code is its first three digits. */
export function httpStatusOf(code: number): number {
  return Math.floor(code / 10_000);
}

export interface ErrorCodeRecord {
  readonly code: number;
  readonly detail: string;
  readonly status_code: string;
}

/** What GET /errorcodes returns, ordered by code. 4000006 (replaced by 4220007) is absent. */
export const errorCatalog: readonly ErrorCodeRecord[] = Object.values(definitions)
  .map(([code, detail]) => ({
    code,
    detail,
    status_code: httpStatusNames[httpStatusOf(code)] ?? "Unknown",
  }))
  .sort((a, b) => a.code - b.code);

const byCode = new Map(errorCatalog.map((record) => [record.code, record]));

export function findErrorCode(code: number): ErrorCodeRecord | undefined {
  return byCode.get(code);
}
