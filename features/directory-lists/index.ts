// The directory lists (customers, corporates, cards, accounts): one list page drawn from a
// spec of columns and filters, and the URL state they share. Each list's feature holds its own
// columns, filters and parser map; its loader reads rows through ./server.ts.

export { nameColumn, ownerColumn, ownerPath } from "./components/columns";
export type { Column, OwnedPage } from "./components/directory-table";
export { DirectoryListPage } from "./components/list-page";
export {
  type DirectoryListState,
  directoryListHref,
  directoryListParams,
  readListOf,
} from "./lib/search-params";
