// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { CorporateEditorPage, NewCorporatePage } from "./components/corporate-editor-page";
export { CorporateOpenAccountsPage } from "./components/corporate-open-accounts-page";
export { CorporatePage } from "./components/corporate-page";
export { CorporatesPage } from "./components/corporates-page";
