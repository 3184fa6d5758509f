// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.

export {
  LATEST_TRANSACTIONS,
  type LatestRead,
  LatestTransactions,
  LatestTransactionsSection,
} from "./components/latest-transactions";
export {
  TransactionsPage,
  type TransactionsPageProps,
} from "./components/transactions-page";
export { accountDescription } from "./lib/account-description";
