import Papa from "papaparse";

import { BULK_MAX_BYTES, BULK_MAX_ROWS } from "./csv-limits";

/** One record of the file: its row as a spreadsheet numbers it (the header is row 1). */
type CsvRow = { rowNo: number; cells: Record<string, string>; extra: boolean };

export type CsvRead = { ok: true; rows: CsvRow[] } | { ok: false; problem: string };

/**
 * Reads a batch's file: UTF-8 with or without a BOM, comma or semicolon separated (whichever the
 * file uses), fields quoted or not, LF or CRLF line ends. Lines starting with `#` are notes (the
 * templates explain their columns so) and blank lines are skipped. The header names the columns,
 * in any order and any capitals; each must be one the kind takes, and the required ones must all
 * be there. A row with more cells than the header is kept, marked `extra`, for the dry run to
 * explain.
 */
export function readCsv(
  bytes: Uint8Array,
  columns: { required: readonly string[]; optional: readonly string[] },
): CsvRead {
  if (bytes.byteLength === 0) return { ok: false, problem: "The file is empty." };
  if (bytes.byteLength > BULK_MAX_BYTES)
    return { ok: false, problem: "The file is larger than 5 MB, the most a batch takes." };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return {
      ok: false,
      problem: "The file is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8”.",
    };
  }
  if (text.includes("\u0000"))
    return { ok: false, problem: "This is not a CSV file: it holds binary data." };
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";"],
    skipEmptyLines: "greedy",
    comments: "#",
  });
  const quote = parsed.errors.find((error) => error.type === "Quotes");
  if (quote)
    return {
      ok: false,
      problem: `A quoted field is never closed (near row ${(quote.row ?? 0) + 1}).`,
    };
  const [header, ...records] = parsed.data;
  if (!header) return { ok: false, problem: "The file is empty." };
  const names = header.map((name) => name.trim().toLowerCase());
  const known = new Set([...columns.required, ...columns.optional]);
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined)
    return {
      ok: false,
      problem: `“${unknown.slice(0, 40) || "(blank)"}” is not a column of this kind of batch. Its columns are ${[...known].join(", ")}: start from the template.`,
    };
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) return { ok: false, problem: `The column “${twice}” is there twice.` };
  const missing = columns.required.find((name) => !names.includes(name));
  if (missing)
    return {
      ok: false,
      problem: `The file has no “${missing}” column: start from the template.`,
    };
  if (records.length === 0) return { ok: false, problem: "The file has a header but no rows." };
  if (records.length > BULK_MAX_ROWS)
    return {
      ok: false,
      problem: `The file has ${records.length.toLocaleString("en")} rows; a batch takes at most ${BULK_MAX_ROWS.toLocaleString("en")}. Split it in two.`,
    };
  return {
    ok: true,
    rows: records.map((record, i) => ({
      rowNo: i + 2,
      cells: Object.fromEntries(names.map((name, j) => [name, (record[j] ?? "").trim()])),
      extra: record.length > names.length && record.slice(names.length).some((c) => c.trim()),
    })),
  };
}
