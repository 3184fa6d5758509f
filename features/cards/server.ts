// The cards area's server-only public face.

export { approvableCardReplace } from "./lib/replace-definition";
export { loadCardsParams, readCardsList } from "./lib/search-params";
export { loadCardPage } from "./loaders/card-page";
export { loadCardTransactionsPage } from "./loaders/card-transactions-page";
export { loadCardsPage } from "./loaders/cards-page";
