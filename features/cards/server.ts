// The cards area's server-only public face.

export { approvableCardReplace } from "./lib/replace-definition";
export { loadCardPage } from "./loaders/card-page";
export { loadCardTransactionsPage } from "./loaders/card-transactions-page";
export { findCard } from "./loaders/find-card";
