// The public face of this area for routes and other areas; its server-only loaders are in
// ./server.ts.
export { CardPage } from "./components/card-page";
export { CardStatusBadge } from "./components/card-status-badge";
export { CardsPage } from "./components/cards-page";
// The card list's status filters, for the home page's card tiles that link to them.
export { BLOCKED_OR_REPLACED, WAITING_FOR_ACTIVATION } from "./lib/search-params";
