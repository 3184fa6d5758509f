// The onboarding area's server-only public face.
export { loadIssueCardsPage, loadOpenAccountsPage } from "./loaders/customer-products-page";
export { loadOnboardingPage } from "./loaders/onboarding-page";
export { type PendingProductsView, pendingProductsFor } from "./loaders/pending-products";
