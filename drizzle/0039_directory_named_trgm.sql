-- The header's search finds people and companies by name, never accounts or cards (their names
-- are digits, found exactly). A trigram index holding only their names gives the search fewer
-- candidates to read and check (issue 17: p95 under 50 ms over a million entries,
-- docs/performance.md). The index over every kind stays for the lists, which filter any kind
-- by name.
CREATE INDEX "directory_entries_named_trgm_idx" ON "console"."directory_entries" USING gin ("search_name" gin_trgm_ops) WHERE "kind" in ('customer', 'corporate');
