// The accounts area's server-only public face.
export { loadAccountPage } from "./loaders/account-page";
export { loadOutgoingTransfers } from "./loaders/outgoing-transfers";
