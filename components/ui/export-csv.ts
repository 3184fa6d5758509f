// What an export route and the Export CSV button agree on; no "use client", so the route (a
// server module) can import it.

/** The header in which an export route says how many rows it expects to send, when it knows. */
export const EXPORT_TOTAL_HEADER = "x-export-total";

/**
 * Counts the records a CSV stream has completed: line ends outside quotes, carried across
 * chunks (a quoted field may hold a line end, and `""` inside quotes flips twice).
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return (chunk: string) => {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c === 34) quoted = !quoted;
      else if (c === 10 && !quoted) records++;
    }
    return records;
  };
}
