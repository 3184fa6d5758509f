// The accounts area's server-only public face.

export { approvableMoneyActions } from "./lib/approvable";
export { loadAccountsParams, readAccountsList } from "./lib/list-params";
export { checkMovement } from "./lib/money-movements";
export { IN_DOUBT } from "./lib/movement-codes";
export { loadAccountPage } from "./loaders/account-page";
export { loadAccountTransactionsPage } from "./loaders/account-transactions-page";
export { loadAccountsPage } from "./loaders/accounts-page";
export { loadMovementCheck } from "./loaders/movement-check";
export { loadOutgoingTransfers } from "./loaders/outgoing-transfers";
