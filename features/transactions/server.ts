// The transactions area's server-only public face.

// For the CSV export of a view (features/exports): its parser map, its reads and its filters.
export { walkFiltered } from "./lib/scan";
export type { Transaction, TransactionScopeKind } from "./lib/scope";
export { transactionScopes } from "./lib/scope-readers";
export { parseTransactionsUrl, urlProblem } from "./lib/search-params";
export { isDeclined, transactionKind } from "./lib/transaction-fields";
export { startTransactionsPage } from "./loaders/first-page";
