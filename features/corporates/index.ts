// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { CorporateOpenAccountsPage } from "./components/corporate-open-accounts-page";
export { CorporatePage, FindCorporatePage } from "./components/corporate-page";
