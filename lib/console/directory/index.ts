// The console's directory: its own index of the customers, corporates, accounts and cards it
// has seen at the provider, for finding and listing (issue 17 builds global search on it).
export {
  foldName,
  recordSeen,
  recordSeenQuietly,
  type SeenEntry,
  seenCorporate,
  seenCorporateAccount,
} from "./record";
export {
  DIRECTORY_PAGE_SIZE,
  type DirectoryQuery,
  type DirectorySort,
  directorySorts,
  listDirectory,
  type SortDirection,
  sortDirections,
} from "./search";
