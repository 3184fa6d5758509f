// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.

export { RecentTransactions } from "./components/recent-transactions";
export { signedAmount } from "./lib/transaction-fields";
