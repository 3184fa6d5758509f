// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { CasePage } from "./components/case-page";
export { CaseSettingsPage } from "./components/case-settings-page";
export { InboxPage } from "./components/inbox-page";
export { OpenCasePage } from "./components/open-case-page";
