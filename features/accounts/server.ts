// The accounts area's server-only public face.
export { loadAccountPage } from "./loaders/account-page";
export { loadAccountTransactionsPage } from "./loaders/account-transactions-page";
export { loadOutgoingTransfers } from "./loaders/outgoing-transfers";
