// The corporates area's server-only public face.

export { loadCorporateAccountTransactionsPage } from "./loaders/corporate-account-transactions-page";
export {
  findCorporate,
  loadCorporateOpenAccountsPage,
  loadCorporatePage,
} from "./loaders/corporate-page";
