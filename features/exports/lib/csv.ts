import "server-only";
import { once } from "node:events";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

/** A CSV column: its header, and the row's value as text (an empty cell for null). */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string | null };

/**
 * The rows of `batches` as a UTF-8 CSV with a BOM (spreadsheets read the encoding from it),
 * quoted by csv-stringify. Memory stays constant: a batch is pulled from the source only when
 * the stringifier has room (`write` false → wait for `drain`), and the stringifier fills the
 * response only as fast as the client reads it. A client that goes away ends the source.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): ReadableStream<Uint8Array> {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column, i) => ({ key: `c${i}`, header: column.header })),
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
