// The cards area's server-only public face.
export { loadCardPage } from "./loaders/card-page";
export { findCard } from "./loaders/find-card";
