// The search area's server-only public face.
export { globalSearch } from "./loaders/global-search";
