import "server-only";
import type { Permission, Role } from "@/lib/console/auth/permissions";
import type { Db } from "@/lib/db";
import { type CsvColumn, csvStream } from "./csv";

/** An export ready to stream: what it is, what it was asked with (for the audit), and its rows. */
type OpenedExport = {
  ok: true;
  filename: string;
  /** Rows to expect, when known before they are read (an unfiltered list's total). */
  total: number | null;
  /** Whose list, when the list belongs to someone (an account, a card). */
  owner: string | null;
  /** The filters and sorting as given, for the audit entry. */
  filters: Record<string, string>;
  stream: () => ReadableStream<Uint8Array>;
};
type ExportRefusal = { ok: false; message: string };

/**
 * A list that can be exported: who may, and how its URL's state becomes rows. Adding a list is
 * one entry in `exportSources` (./sources/index.ts).
 */
export type ExportSource = {
  permission: Permission;
  /** `role`: whose export, for a list that shows each role a different part; `user` for one that shows each person theirs (My cases). */
  open(
    params: URLSearchParams,
    ctx: { db: Db; role: Role; user: { id: string; role: Role } },
  ): Promise<OpenedExport | ExportRefusal>;
};

/** Builds the opened export's stream from typed columns and batches, erasing the row type. */
export function openedExport<Row>(
  plan: Omit<OpenedExport, "ok" | "stream"> & {
    columns: readonly CsvColumn<Row>[];
    batches: () => AsyncIterable<readonly Row[]>;
  },
): OpenedExport {
  const { columns, batches, ...rest } = plan;
  return { ok: true, ...rest, stream: () => csvStream(columns, batches()) };
}

/** The query's non-empty values, for the audit entry: what the person filtered by. */
export function givenFilters(params: URLSearchParams, ignore: readonly string[] = []) {
  return Object.fromEntries(
    [...params.entries()].filter(([key, value]) => value.trim() !== "" && !ignore.includes(key)),
  );
}

/** "2026-11-25", for file names. */
export const today = () => new Date().toISOString().slice(0, 10);
