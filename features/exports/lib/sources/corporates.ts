import "server-only";
import { loadCorporatesParams } from "@/features/corporates/server";
import { DIRECTORY_PAGE_SIZE, listDirectory } from "@/lib/console/directory";
import type { DirectoryEntry } from "@/lib/db/schema";
import type { CsvColumn } from "../csv";
import { type ExportSource, givenFilters, openedExport, today } from "../source";
import { isoTime } from "../values";

const columns: CsvColumn<DirectoryEntry>[] = [
  { header: "corporate_id", value: (row) => row.id },
  { header: "name", value: (row) => row.displayName },
  { header: "created_date", value: (row) => isoTime(row.createdDate) },
  { header: "status", value: (row) => row.status },
];

/**
 * The Corporates list as it is filtered and sorted (its own parser map), from the console's
 * directory, one page of 50 at a time. (Customers, cards and accounts will walk the directory
 * by keyset once it has `walkDirectory`; corporates then can too.)
 */
export const corporatesSource: ExportSource = {
  permission: "corporates.view",
  async open(params, db) {
    const state = loadCorporatesParams(params);
    const query = {
      kind: "corporate" as const,
      name: state.name.trim() || undefined,
      sort: state.sort,
      direction: state.dir,
    };
    const first = await listDirectory(db, { ...query, page: 1 });
    async function* batches() {
      yield first.rows;
      for (let page = 2; (page - 1) * DIRECTORY_PAGE_SIZE < first.total; page++) {
        const { rows } = await listDirectory(db, { ...query, page });
        if (rows.length === 0) return;
        yield rows;
      }
    }
    return openedExport({
      filename: `corporates-${today()}.csv`,
      total: first.total,
      owner: null,
      filters: givenFilters(params, ["page", "corporate_id"]),
      columns,
      batches,
    });
  },
};
