import { percentile, Tally } from "./stats";

export type Outcome = { kind: string; ok: boolean };

export type LoadResult = {
  requests: number;
  ok: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  tally: Tally;
  elapsedMs: number;
};

/**
 * A closed loop: `clients` callers each send one request, wait for its whole answer, check it,
 * and send the next, until `durationMs` has passed. Every request made is counted, whatever its
 * answer; a thrown error (network, timeout) counts as "network: <message>". Latency percentiles
 * are exact, over every request's time.
 */
export async function closedLoop(
  clients: number,
  durationMs: number,
  request: (client: number) => Promise<Outcome & { ms: number }>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const tally = new Tally();
  let ok = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const outcome = await request(client);
          latencies.push(outcome.ms);
          tally.add(outcome.kind);
          if (outcome.ok) ok++;
        } catch (error) {
          latencies.push(performance.now() - sent);
          tally.add(`network: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  return {
    requests: latencies.length,
    ok,
    perSecond: ok / (elapsedMs / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    tally,
    elapsedMs,
  };
}

/** `n` requests one after another (a single client), each answer checked; latencies in ms. */
export async function sequential(
  n: number,
  request: (i: number) => Promise<Outcome & { ms: number }>,
) {
  const latencies: number[] = [];
  const tally = new Tally();
  for (let i = 0; i < n; i++) {
    try {
      const outcome = await request(i);
      tally.add(outcome.kind);
      if (outcome.ok) latencies.push(outcome.ms);
    } catch (error) {
      tally.add(`network: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return {
    ok: latencies.length,
    failed: n - latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    tally,
  };
}
