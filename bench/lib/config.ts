// The bench's settings, read once from the environment (see bench/run.ts for each variable).

export const benchStarted = Date.now();
export const scaleFactor = Number(process.env.BENCH_SCALE || 1);
export const ROWS = Math.max(2_000, Math.round(1_000_000 * scaleFactor));
/** The compliance cases the inbox is measured over (issue 27: 100,000 at full size). */
export const CASES = Math.max(2_000, Math.round(100_000 * scaleFactor));
export const SECONDS = Number(process.env.BENCH_SECONDS || 10);
export const PG_PORT = Number(process.env.BENCH_PG_PORT || 55490);
export const PORT = Number(process.env.BENCH_PORT || 3190);
/** The bench's own quota: the default 6,000 a minute would cap sustained load at 100 requests/s. */
export const QUOTA = "100000000";
export const CLIENTS = 8;
export const WARM_UP_MS = 2_000;
export const DEEP_PAGE = Math.min(20_000, Math.floor(ROWS / 50));
/** "1,000,000": the rows of a bulk measure, as its name says them. */
export const rows = ROWS.toLocaleString("en");

export const credentials = {
  apiKey: "sandbox-api-key-0001",
  signingSecret: "sandbox-signing-secret",
  username: "programme.admin",
  password: "Sandbox!Pass2026x",
  clientId: "0123456789abcdef0123456789abcdef",
  clientKey: "sandbox_client",
};
export const CONSOLE_USER = { email: "admin@example.com", password: "Demo!Console2026" };

/**
 * What `npm start` runs with for the bench: a demo server (CONSOLE_DEMO=1) with demo users and
 * no demo data. It makes its own sandbox secrets unless they are set: the bench sets the ones
 * its clients use.
 */
export const serverSettings = {
  CONSOLE_DEMO: "1",
  SEED_DEMO: "1",
  SEED_DEMO_DATA: "0",
  AUTH_SECRET: "bench-only-secret-not-for-production-use-0001",
  SANDBOX_QUOTA_PER_MINUTE: QUOTA,
  // Bulk batches unpaced (the bench measures how fast a batch can go), and a short lease, so a
  // server started after a crash takes the batch over in seconds rather than two minutes.
  BULK_ROWS_PER_SECOND: "100000",
  BULK_LEASE_SECONDS: "5",
  SANDBOX_API_KEY: credentials.apiKey,
  SANDBOX_PASSWORD: credentials.password,
};

export const log = (text: string) =>
  console.log(`[bench ${((Date.now() - benchStarted) / 1000).toFixed(0)}s] ${text}`);
