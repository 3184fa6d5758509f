import "server-only";
import { once } from "node:events";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

/**
 * A CSV column: its header, and the row's value as text (an empty cell for null). `number`: the
 * column holds decimal numbers (an amount), which a spreadsheet must read as numbers.
 */
export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | null;
  number?: true;
};

/** A decimal number as the amount columns write it: "-12.50", "100", "1e-7". */
const decimal = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/**
 * The rows of `batches` as a UTF-8 CSV with a BOM (spreadsheets read the encoding from it),
 * quoted by csv-stringify. Memory stays constant: a batch is pulled from the source only when
 * the stringifier has room (`write` false → wait for `drain`), and the stringifier fills the
 * response only as fast as the client reads it. A client that goes away ends the source.
 *
 * Safe to open in a spreadsheet (OWASP's CSV injection): a text cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading `'` (csv-stringify's escape_formulas), so
 * a description "=HYPERLINK(…)" is shown as written, never run. A number column's decimal stays
 * a number ("-12.50" sums); anything else in it is escaped as text is.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): ReadableStream<Uint8Array> {
  const numbers = new Set(columns.flatMap((column, i) => (column.number ? [`c${i}`] : [])));
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column, i) => ({ key: `c${i}`, header: column.header })),
    escape_formulas: true,
    cast: {
      string: (value, { column }) =>
        typeof column === "string" && numbers.has(column) && decimal.test(value)
          ? { value, escape_formulas: false }
          : value,
    },
  });
  // Ended when the client goes away: a pump waiting for room stops waiting.
  const closed = new AbortController();
  stringifier.once("close", () => closed.abort());
  const source = batches[Symbol.asyncIterator]();
  async function pump() {
    try {
      for (;;) {
        if (stringifier.destroyed) return;
        const next = await source.next();
        if (next.done) break;
        for (const row of next.value) {
          const record = Object.fromEntries(
            columns.map((column, i) => [`c${i}`, column.value(row) ?? ""]),
          );
          if (!stringifier.write(record))
            await once(stringifier, "drain", { signal: closed.signal });
        }
      }
      stringifier.end();
    } catch (error) {
      // A destroyed stringifier (the client went away) rejects the wait; nothing more to say.
      if (!stringifier.destroyed) stringifier.destroy(error as Error);
    } finally {
      await source.return?.();
    }
  }
  void pump();
  return Readable.toWeb(stringifier) as ReadableStream<Uint8Array>;
}
