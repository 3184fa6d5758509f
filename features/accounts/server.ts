// The accounts area's server-only public face.

export { approvableMoneyActions } from "./lib/approvable";
export { sendCreditOrDebit } from "./lib/credit-or-debit";
export { checkMovement } from "./lib/money-movements";
export { IN_DOUBT, NOT_MADE } from "./lib/movement-codes";
export { loadAccountsParams, readAccountsList } from "./lib/search-params";
export { loadAccountPage } from "./loaders/account-page";
export { loadAccountTransactionsPage } from "./loaders/account-transactions-page";
export { loadAccountsPage } from "./loaders/accounts-page";
export { loadMovementCheck } from "./loaders/movement-check";
export { loadOutgoingTransfers } from "./loaders/outgoing-transfers";
