// The public face of the search area for routes and other areas; its server-only loader is in
// ./server.ts.
export { GlobalSearch } from "./components/global-search";
export { useSearch } from "./components/use-search";
