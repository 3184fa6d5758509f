// The corporates area's server-only public face.
export { findCorporate, loadCorporatePage } from "./loaders/corporate-page";
