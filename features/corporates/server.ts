// The corporates area's server-only public face.

export { loadCorporatesParams, readCorporatesList } from "./lib/search-params";
export { loadCorporateAccountPage } from "./loaders/corporate-account-page";
export { loadCorporateAccountTransactionsPage } from "./loaders/corporate-account-transactions-page";
export { loadCorporateEditor, loadNewCorporate } from "./loaders/corporate-editor";
export { loadCorporateOpenAccountsPage, loadCorporatePage } from "./loaders/corporate-page";
export { loadCorporatesPage } from "./loaders/corporates-page";
