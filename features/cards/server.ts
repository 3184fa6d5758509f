// The cards area's server-only public face.

export { approvableCardReplace } from "./lib/replace-definition";
export { loadCardsParams, readCardsList } from "./lib/search-params";
// The reason a card is blocked or unblocked, for a bulk row's (its index.ts holds client
// components: importing it from server code would send them to every page that reaches it).
export { cardStatusReason } from "./lib/status-reasons";
export { loadCardPage } from "./loaders/card-page";
export { loadCardTransactionsPage } from "./loaders/card-transactions-page";
export { loadCardsPage } from "./loaders/cards-page";
