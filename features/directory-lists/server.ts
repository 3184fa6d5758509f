// The directory lists' server-only public face: the page of rows a list's loader hands its page.
import "server-only";
import { listDirectory, ownerNames } from "@/lib/console/directory";
import type { Db } from "@/lib/db";
import type { DirectoryListRead } from "./lib/search-params";

type Read = Pick<DirectoryListRead<unknown>, "page" | "query">;

/** The page the URL asks for, as a promise the page streams in; null when a filter cannot be used. */
export const directoryRows = (db: Db, { query, page }: Read) =>
  query ? listDirectory(db, { ...query, page }) : null;

/** The same, with the name of each row's owner (cards and accounts name their customer). */
export const directoryRowsWithOwners = (db: Db, read: Read) =>
  directoryRows(db, read)?.then(async (list) => ({
    ...list,
    owners: await ownerNames(db, list.rows),
  })) ?? null;
