import "server-only";
import type { Role } from "@/lib/console/auth/permissions";
import {
  countDirectory,
  DIRECTORY_TOO_SLOW,
  type DirectoryQuery,
  isDirectoryTooSlow,
  ownerNames,
  walkDirectory,
} from "@/lib/console/directory";
import type { Db } from "@/lib/db";
import type { DirectoryEntry } from "@/lib/db/schema";
import type { CsvColumn } from "../csv";
import { type ExportSource, givenFilters, openedExport, today } from "../source";

/** A directory row with its owner's name, when the directory knows the owner. */
export type ListedEntry = DirectoryEntry & { ownerName: string | null };

type ListRead = {
  problems: Partial<Record<string, string>>;
  query: Omit<DirectoryQuery, "page"> | null;
};

/** Rows are read from the directory this many at a time, whatever the list's size. */
const BATCH = 500;

/**
 * A directory list's export (customers, corporates, cards, accounts): the list's own URL reader
 * gives the query its page would run, and the directory is walked by keyset in that order, a
 * batch at a time, so memory stays the same for ten rows or a million.
 */
export function directorySource(list: {
  name: string;
  permission: ExportSource["permission"];
  read: (params: URLSearchParams, role: Role) => ListRead;
  columns: readonly CsvColumn<ListedEntry>[];
  /** URL keys that are not filters (the find-by-id boxes): left out of the audit entry. */
  ignore?: readonly string[];
}): ExportSource {
  return {
    permission: list.permission,
    async open(params, { db, role }) {
      const { problems, query } = list.read(params, role);
      const problem = Object.values(problems).find(Boolean);
      if (!query) return { ok: false, message: problem ?? "These filters cannot be used." };
      // Counted exactly, past the list's cap: the button's "of N" while the rows stream. A
      // count past the directory's time limit refuses the export in words, before any row.
      let total: number;
      try {
        ({ total } = await countDirectory(db, query));
      } catch (error) {
        if (isDirectoryTooSlow(error)) return { ok: false, message: DIRECTORY_TOO_SLOW };
        throw error;
      }
      return openedExport({
        filename: `${list.name}-${today()}.csv`,
        total,
        owner: null,
        filters: givenFilters(params, ["page", ...(list.ignore ?? [])]),
        columns: list.columns,
        batches: () => withOwners(db, walkDirectory(db, query, BATCH)),
      });
    },
  };
}

/** The walk in batches, each row given its owner's name (one query per batch). */
async function* withOwners(db: Db, rows: AsyncIterable<DirectoryEntry>) {
  let batch: DirectoryEntry[] = [];
  const named = async (entries: DirectoryEntry[]) => {
    const names = await ownerNames(db, entries);
    return entries.map((entry) => ({
      ...entry,
      ownerName: names.get(`${entry.ownerKind}:${entry.ownerId}`) ?? null,
    }));
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      yield await named(batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield await named(batch);
}
