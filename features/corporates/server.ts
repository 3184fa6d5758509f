// The corporates area's server-only public face.

export { loadCorporateAccountTransactionsPage } from "./loaders/corporate-account-transactions-page";
export { findCorporate, loadCorporatePage } from "./loaders/corporate-page";
