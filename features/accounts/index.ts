// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { AccountPage, type AccountPageView } from "./components/account-page";
export { AccountsPage } from "./components/accounts-page";
