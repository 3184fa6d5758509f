/**
 * Four-eyes approval: the actions a policy may hold back, its modes, and a request's statuses,
 * shared by the tables' check constraints, the server and the forms. Kept free of drizzle so
 * browser code can import them.
 */
export const approvalActions = [
  "credit",
  "debit",
  "transfer",
  "outgoing_credit_transfer",
  "aml_decision",
  "card_replace",
  "user_role_change",
  "provider_password_rotation",
  "policy_change",
  "bulk_onboarding",
  "bulk_card_actions",
  "bulk_money",
] as const;
export type ApprovalAction = (typeof approvalActions)[number];

/** The actions that move money: only these can wait for approval above an amount. */
export const moneyApprovalActions = [
  "credit",
  "debit",
  "transfer",
  "outgoing_credit_transfer",
] as const satisfies readonly ApprovalAction[];

/**
 * A bulk batch, confirmed as a whole: its policy may hold it back above a number of rows, and a
 * money batch above a total per currency too.
 */
export const bulkApprovalActions = [
  "bulk_onboarding",
  "bulk_card_actions",
  "bulk_money",
] as const satisfies readonly ApprovalAction[];

/** The policies that may hold an action back above an amount (a money batch: its total). */
export const amountApprovalActions = [
  ...moneyApprovalActions,
  "bulk_money",
] as const satisfies readonly ApprovalAction[];

export const approvalActionLabels: Record<ApprovalAction, string> = {
  credit: "Credit",
  debit: "Debit",
  transfer: "Transfer between own accounts",
  outgoing_credit_transfer: "SEPA transfer (outgoing credit transfer)",
  aml_decision: "AML decision applied",
  card_replace: "Card replacement",
  user_role_change: "Team access change",
  provider_password_rotation: "Provider password rotation",
  policy_change: "Approval policy change",
  bulk_onboarding: "Bulk batch: onboard customers",
  bulk_card_actions: "Bulk batch: card actions",
  bulk_money: "Bulk batch: money",
};

/**
 * off: never waits for approval. always: every time. above: when the amount is strictly greater than the
 * threshold set for its currency (a currency without a threshold never waits), or a bulk batch
 * has more rows than the policy's row limit.
 */
export const approvalModes = ["off", "always", "above"] as const;
export type ApprovalMode = (typeof approvalModes)[number];

/**
 * pending → withdrawn (by the maker) | rejected | expired | approved → executed | failed.
 * approved is the short step between the checker's decision and the action's outcome.
 */
export const approvalStatuses = [
  "pending",
  "withdrawn",
  "rejected",
  "approved",
  "executed",
  "failed",
  "expired",
] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** A request not approved within this long expires, unless its policy says otherwise. */
export const DEFAULT_APPROVAL_EXPIRY_HOURS = 24;
export const MAX_APPROVAL_EXPIRY_HOURS = 24 * 30;
/** A rejection's reason: a sentence or a few, never a report. */
export const APPROVAL_REASON_MAX = 1000;
