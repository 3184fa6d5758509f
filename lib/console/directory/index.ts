// The console's directory: its own index of the customers, corporates, accounts and cards it
// has seen at the provider, for finding (the header's search) and listing (the directory's lists).
export { type DirectoryHit, findInDirectory } from "./find";
export { type Party, type PartyName, partyKey, partyNames } from "./names";
export {
  foldAccountIdentifier,
  recordSeen,
  recordSeenQuietly,
  type SeenEntry,
  seenCard,
  seenCorporate,
  seenCustomer,
  seenCustomerAccount,
} from "./record";
export {
  countDirectory,
  DIRECTORY_PAGE_SIZE,
  type DirectoryFilters,
  type DirectoryOrder,
  type DirectoryQuery,
  type DirectorySort,
  directorySorts,
  listDirectory,
  nameMatches,
  ownerNames,
  type SortDirection,
  sortDirections,
  walkDirectory,
} from "./search";
export {
  FIND_MIN_LENGTH,
  foldName,
  searchTextProblem,
} from "./search-text";
export {
  directoryCounts,
  readSyncState,
  scheduleBackfill,
} from "./sync";
export { DIRECTORY_TOO_SLOW, isDirectoryTooSlow } from "./time-limit";
