// The onboarding area's server-only public face.

export { createCustomerWithProducts } from "./lib/create-customer";
// The currencies and countries the products forms offer, for an area that shows them too.
export { onboardingOptions } from "./lib/options";
export { loadIssueCardsPage, loadOpenAccountsPage } from "./loaders/customer-products-page";
export { loadOnboardingPage } from "./loaders/onboarding-page";
export { pendingProductsFor } from "./loaders/pending-products";
