// Reads what bench/provider-call-log.cjs noted in the console server: the server's calls to the
// provider, each with its start and end (when the answer's headers arrived).
import { existsSync, readFileSync } from "node:fs";

export type Call = { path: string; start: number; end: number; status: number };

/** The calls logged after byte `from` of the log. */
export function readCalls(file: string, from: number): Call[] {
  if (!existsSync(file)) return [];
  return readFileSync(file)
    .subarray(from)
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Call);
}

/** Paths with ids folded, counted: "/sandbox/customers/:id ×2, …". */
export function callPaths(calls: Call[]): string {
  const counts = new Map<string, number>();
  for (const c of calls) {
    const key = c.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([p, n]) => (n > 1 ? `${p} ×${n}` : p)).join(", ") || "none";
}

/** The most calls in flight at once: 1 means one after another, 0 no call at all. */
export function maxInFlight(calls: Call[]): number {
  const events = calls.flatMap((c) => [
    { t: c.start, d: 1 },
    { t: c.end, d: -1 },
  ]);
  // At equal times an end comes before a start: a call that starts as another ends is serial.
  events.sort((a, b) => a.t - b.t || a.d - b.d);
  let now = 0;
  let max = 0;
  for (const e of events) {
    now += e.d;
    max = Math.max(max, now);
  }
  return max;
}
