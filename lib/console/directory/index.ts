// The console's directory: its own index of the customers, corporates, accounts and cards it
// has seen at the provider, for finding (the header's search) and listing (the directory's lists).
export { type DirectoryHit, findInDirectory } from "./find";
export { type Party, type PartyName, partyKey, partyNames } from "./names";
export {
  recordMentionedQuietly,
  recordSeen,
  recordSeenQuietly,
  type SeenEntry,
  seenCard,
  seenCorporate,
  seenCorporateAccount,
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
  ownerNames,
  type SortDirection,
  sortDirections,
  walkDirectory,
} from "./search";
export {
  FIND_MIN_LENGTH,
  foldName,
  SEARCH_TEXT_MAX_LENGTH,
  SEARCH_TEXT_MAX_WORDS,
  searchTextProblem,
} from "./search-text";
export {
  directoryCounts,
  INCREMENTAL_MAX_PAGES,
  readSyncState,
  runDirectorySync,
  SYNC_PAGE_SIZE,
  SYNC_PERIOD_MS,
  type SyncReport,
  scheduleBackfill,
  scheduleBackfillIfEmpty,
} from "./sync";
export { DIRECTORY_TOO_SLOW, isDirectoryTooSlow } from "./time-limit";
