// The cards area's server-only public face.

export { loadCardsParams, readCardsList } from "./lib/list-params";
export { approvableCardReplace } from "./lib/replace-definition";
export { loadCardPage } from "./loaders/card-page";
export { loadCardTransactionsPage } from "./loaders/card-transactions-page";
export { loadCardsPage } from "./loaders/cards-page";
