import { CLIENTS, QUOTA, ROWS, SECONDS, scaleFactor, WARM_UP_MS } from "./config";

/** How this run is set up, in words: printed at the start and kept with the results. */
export function runSettings(pgVersion: string): string[] {
  return [
    `PostgreSQL ${pgVersion}, throw-away cluster (scripts/pg-cluster.sh: fsync=off, max_connections=300); the console's pool: DATABASE_POOL_MAX ${process.env.DATABASE_POOL_MAX || "10 (default)"}.`,
    `SANDBOX_QUOTA_PER_MINUTE=${QUOTA} for the bench: the default (6,000 a minute per API key) caps sustained load at 100 requests/s with 429s.`,
    `Server: the production build (\`npm start\`) with the built-in sandbox at /sandbox (CONSOLE_DEMO=1, demo users, no demo data); the bench's HTTP clients run on the same machine.`,
    process.env.BENCH_SKIP_BUILD === "1"
      ? "Build: the existing .next build (BENCH_SKIP_BUILD=1), not rebuilt for this run."
      : "Build: `next build` of the commit below, at the start of this run.",
    `Rows: ${ROWS.toLocaleString("en")} per bulk measure (BENCH_SCALE=${scaleFactor}); ${SECONDS} s per throughput measure after a ${WARM_UP_MS / 1000} s warm-up that is not counted; ${CLIENTS} clients.`,
  ];
}
