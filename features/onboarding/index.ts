// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { OpenAccountsForm } from "./components/customer-products-forms";
export { IssueCardsPage, OpenAccountsPage } from "./components/customer-products-page";
export { OnboardingPage } from "./components/onboarding-page";
export { PendingProducts } from "./components/pending-products";
export type { OnboardingOptions } from "./lib/options";
