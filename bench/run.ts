// `npm run bench`: every measure of issue 18's table, side by side in one run, against a
// throw-away PostgreSQL cluster (scripts/pg-cluster.sh, as CI starts it) and a PGlite database.
// Prints the table and writes bench/results.json and bench/results.md (and the README's
// Performance table). Every figure comes from requests actually made and answers checked;
// answers that are not the expected ones are counted and reported. A measure that cannot run
// becomes an error row and the bench goes on.
//
// Environment:
//   BENCH_SCALE=0.01     rows as a fraction of the 1,000,000 (default 1: full size)
//   BENCH_SECONDS=10     duration of each throughput measure
//   BENCH_PG_PORT=55490  port of the throw-away PostgreSQL cluster
//   BENCH_PORT=3190      port of the console server (`npm start`)
//   BENCH_SKIP_BUILD=1   measure the existing .next build instead of building the current code
//   BENCH_README=0       leave README.md alone
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { findInDirectory } from "../lib/console/directory/find";
import type { Db } from "../lib/db/client";
import * as schema from "../lib/db/schema";
import { measureRouteJs } from "./lib/js-size";
import { closedLoop, sequential } from "./lib/load";
import { callPaths, maxInFlight, readCalls } from "./lib/provider-calls";
import {
  type Measure,
  markdownReport,
  printTable,
  type Results,
  readmeReport,
  updateReadme,
} from "./lib/report";
import {
  type Answer,
  kindOf,
  REQUEST_TIMEOUT_MS,
  type SandboxClient,
  sandboxClient,
} from "./lib/sandbox-client";
import {
  analyze,
  ledgerProblems,
  seedAccountHistory,
  seedCustomers,
  seedDirectory,
} from "./lib/seed";
import {
  pgBinDir,
  type Server,
  startCluster,
  startNext,
  stopCluster,
  treeRss,
} from "./lib/servers";
import { percentile, round } from "./lib/stats";

const benchStarted = Date.now();
const scaleFactor = Number(process.env.BENCH_SCALE || 1);
const ROWS = Math.max(2_000, Math.round(1_000_000 * scaleFactor));
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const PG_PORT = Number(process.env.BENCH_PG_PORT || 55490);
const PORT = Number(process.env.BENCH_PORT || 3190);
/** The bench's own quota: the default 6,000 a minute would cap sustained load at 100 requests/s. */
const QUOTA = "100000000";
const CLIENTS = 8;
const WARM_UP_MS = 2_000;
const DEEP_PAGE = Math.min(20_000, Math.floor(ROWS / 50));

const credentials = {
  apiKey: "sandbox-api-key-0001",
  signingSecret: "sandbox-signing-secret",
  username: "programme.admin",
  password: "Sandbox!Pass2026x",
  clientId: "0123456789abcdef0123456789abcdef",
  clientKey: "sandbox_client",
};
/**
 * A demo server (CONSOLE_DEMO=1) makes its own sandbox secrets unless they are set: the bench
 * sets the ones its clients use.
 */
const sandboxSettings = {
  SANDBOX_API_KEY: credentials.apiKey,
  SANDBOX_PASSWORD: credentials.password,
};
const CONSOLE_USER = { email: "admin@example.com", password: "Demo!Console2026" };

const measures: Measure[] = [];
const settings: string[] = [];
const log = (text: string) =>
  console.log(`[bench ${((Date.now() - benchStarted) / 1000).toFixed(0)}s] ${text}`);

/** Runs one measure; a failure becomes an error row with the measure's goal, and the bench goes on. */
async function measure(
  name: string,
  goal: string,
  run: () => Promise<Omit<Measure, "name" | "goal"> | Omit<Measure, "goal">[]>,
) {
  log(name);
  try {
    const result = await run();
    for (const row of Array.isArray(result) ? result : [{ name, ...result }]) {
      measures.push({ goal, ...row } as Measure);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`  error: ${message}`);
    measures.push({
      name,
      value: null,
      unit: "",
      reference: "-",
      ratio: null,
      goal,
      holds: false,
      error: message.split("\n")[0]!.slice(0, 300),
    });
  }
}

const ms = (value: number) => round(value, 1);
const ratioOf = (value: number, reference: number) =>
  Number.isFinite(value) && reference > 0 ? round(value / reference, 3) : null;

// ---------------------------------------------------------------------------------------------
// The ceiling: PostgreSQL's own tpcb-like, same cluster.

let ceiling = Number.NaN;

async function pgbench(url: string, pool: Pool) {
  await pool.query("create database pgbench");
  const target = url.replace(/\/postgres$/, "/pgbench");
  const bin = pgBinDir();
  execFileSync(`${bin}/pgbench`, ["-i", "-q", target], { stdio: "ignore" });
  const run = spawnSync(
    `${bin}/pgbench`,
    ["-M", "prepared", "-c", String(CLIENTS), "-j", "2", "-T", String(SECONDS), "-n", target],
    { encoding: "utf8" },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1];
  const failed = /number of failed transactions: (\d+)/.exec(run.stdout)?.[1];
  const processed = /number of transactions actually processed: (\d+)/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench gave no tps: ${run.stderr || run.stdout}`);
  ceiling = Number(tps);
  return {
    value: round(ceiling, 0),
    unit: "tps",
    reference: "reference",
    ratio: 1,
    holds: true,
    detail: `pgbench -i (scale 1), then pgbench -M prepared tpcb-like, ${CLIENTS} clients, 2 threads, ${SECONDS} s: ${processed} transactions, ${failed ?? 0} failed.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Sandbox helpers

const debitBody = { amount: 0.01, transaction_code: "AccountLoad", description: "bench debit" };

async function newCustomerWithAccount(client: SandboxClient, lastName: string, withCard = false) {
  const body = await client.expect(
    "POST",
    "/customers",
    {
      first_name: "Bench",
      last_name: lastName,
      kyc_level: "Anonymous",
      nationality: "DE",
      accounts: [{ currency: "EUR" }],
      ...(withCard
        ? {
            cards: [
              {
                emboss_name: "BENCH CARD",
                carrier_delivery_address: {
                  line_1: "1 Main Street",
                  city: "Berlin",
                  postal_code: "10115",
                  country: "DE",
                },
              },
            ],
          }
        : {}),
    },
    [201],
  );
  const accountId = body.accounts?.[0]?.account_id as string | undefined;
  if (!accountId) throw new Error(`customer created without its account: ${JSON.stringify(body)}`);
  return {
    customerId: body.customer_id as string,
    accountId,
    cardId: body.cards?.[0]?.card_id as string | undefined,
  };
}

const NATO = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India"];

async function fundedAccounts(client: SandboxClient, n: number, label: string) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { accountId } = await newCustomerWithAccount(client, `${label} ${NATO[i % NATO.length]}`);
    await client.expect(
      "POST",
      `/accounts/${accountId}/credit`,
      { amount: 100_000, transaction_code: "AccountLoad", description: "bench funding" },
      [201],
    );
    ids.push(accountId);
  }
  return ids;
}

/** A debit is right when it answers 201 with the transaction of 0.01 it was asked for. */
function debitOutcome(answer: Answer) {
  const ok =
    answer.status === 201 &&
    typeof answer.body?.transaction_id === "string" &&
    answer.body?.amount === 0.01;
  return { kind: ok ? "201" : kindOf(answer), ok, ms: answer.ms };
}

async function debitsPerSecond(client: SandboxClient, accounts: string[]) {
  // A short warm-up first, not counted: the first requests of a server pay for its JIT and pool.
  await closedLoop(CLIENTS, WARM_UP_MS, async (i) =>
    debitOutcome(
      await client.call("POST", `/accounts/${accounts[i % accounts.length]}/debit`, debitBody),
    ),
  );
  return closedLoop(CLIENTS, SECONDS * 1000, async (i) =>
    debitOutcome(
      await client.call("POST", `/accounts/${accounts[i % accounts.length]}/debit`, debitBody),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The console: a signed-in session, pages, provider calls and JavaScript

async function signInCookie(baseUrl: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill(CONSOLE_USER.email);
    await page.getByLabel("Password").fill(CONSOLE_USER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
    const cookies = await context.cookies();
    return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

async function consolePage(
  baseUrl: string,
  cookie: string,
  route: string,
  needle: string,
  callLog: string,
) {
  const load = async () => {
    const before = existsSync(callLog) ? statSync(callLog).size : 0;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${route}`, {
      headers: { cookie },
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const html = await response.text();
    const settled = performance.now() - started;
    const calls = readCalls(callLog, before);
    return { status: response.status, found: html.includes(needle), settled, calls };
  };
  await load(); // warm: the first request of a route compiles nothing, but fills caches and the token
  const loads = [];
  for (let i = 0; i < 5; i++) loads.push(await load());
  const bad = loads.filter((l) => l.status !== 200 || !l.found);
  if (bad.length === loads.length)
    throw new Error(
      `${route} answered ${bad[0]!.status}${bad[0]!.found ? "" : " without its content"}`,
    );
  const good = loads.filter((l) => l.status === 200 && l.found);
  const settled = good.map((l) => l.settled);
  const calls = Math.max(...good.map((l) => l.calls.length));
  const inFlight = Math.max(...good.map((l) => maxInFlight(l.calls)));
  const failedCalls = good.flatMap((l) => l.calls).filter((c) => c.status >= 400).length;
  const p50 = percentile(settled, 50);
  const concurrent = calls <= 1 || inFlight > 1;
  return {
    value: ms(p50),
    unit: "ms",
    reference: "-",
    ratio: null,
    holds: p50 < 300 && concurrent && bad.length === 0,
    detail:
      `${good.length}/${loads.length} loads answered 200 with the page's content (after one warm-up load); ` +
      `settle p50 ${ms(p50)} ms, max ${ms(Math.max(...settled))} ms; provider calls per load: ${calls} ` +
      `(${callPaths(good[0]!.calls)}), ` +
      `at most ${inFlight} in flight at once (${calls <= 1 ? "a single call" : concurrent ? "concurrent" : "one after another"}); ` +
      `${failedCalls} provider calls answered ≥ 400.`,
  };
}

// ---------------------------------------------------------------------------------------------

function machine(postgres: string, loadAtStart: number): Results["machine"] {
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    node: process.versions.node,
    postgres,
    // Other work on the machine: a load far above the cores means every figure is slowed.
    loadAverage: { atStart: round(loadAtStart, 1), atEnd: round(os.loadavg()[0]!, 1) },
  };
}

function commit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return "unknown";
  }
}

async function main() {
  // The code measured is the code at the start, whatever is committed while the bench runs.
  const measuredCommit = commit();
  const loadAtStart = os.loadavg()[0]!;
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    log("building the current code (next build); BENCH_SKIP_BUILD=1 measures the existing build");
    execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      stdio: "ignore",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
  } else if (!existsSync(".next/BUILD_ID")) {
    throw new Error("BENCH_SKIP_BUILD=1 but there is no build in .next: run `npm run build`");
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), "cams-bench-"));
  const clusterDir = path.join(tmp, "pg");
  log(`starting PostgreSQL on ${PG_PORT} (scripts/pg-cluster.sh)`);
  const url = startCluster(clusterDir, PG_PORT);
  const pool = new Pool({ connectionString: url, max: 4 });
  let server: Server | undefined;
  let pgVersion = "unknown";
  try {
    pgVersion = (await pool.query("show server_version")).rows[0].server_version;
    settings.push(
      `PostgreSQL ${pgVersion}, throw-away cluster (scripts/pg-cluster.sh: fsync=off, max_connections=300); the console's pool: DATABASE_POOL_MAX ${process.env.DATABASE_POOL_MAX || "10 (default)"}.`,
      `SANDBOX_QUOTA_PER_MINUTE=${QUOTA} for the bench: the default (6,000 a minute per API key) caps sustained load at 100 requests/s with 429s.`,
      `Server: the production build (\`npm start\`) with the built-in sandbox at /sandbox (CONSOLE_DEMO=1, demo users, no demo data); the bench's HTTP clients run on the same machine.`,
      process.env.BENCH_SKIP_BUILD === "1"
        ? "Build: the existing .next build (BENCH_SKIP_BUILD=1), not rebuilt for this run."
        : "Build: `next build` of the commit below, at the start of this run.",
      `Rows: ${ROWS.toLocaleString("en")} per bulk measure (BENCH_SCALE=${scaleFactor}); ${SECONDS} s per throughput measure after a ${WARM_UP_MS / 1000} s warm-up that is not counted; ${CLIENTS} clients.`,
    );

    for (const setting of settings) log(setting);

    await measure("ceiling: pgbench -M prepared tpcb-like, 8 clients", "reference", () =>
      pgbench(url, pool),
    );

    const callLog = path.join(tmp, "provider-calls.jsonl");
    // Everything on the PostgreSQL server; if its start or seeding fails, that is one error row
    // and the bench still measures PGlite and writes its results.
    try {
      log(`starting npm start's server on ${PORT} (PostgreSQL)`);
      server = await startNext(PORT, {
        DATABASE_URL: url,
        PGLITE_DIR: "",
        CONSOLE_DEMO: "1",
        SEED_DEMO: "1",
        SEED_DEMO_DATA: "0",
        AUTH_SECRET: "bench-only-secret-not-for-production-use-0001",
        SANDBOX_QUOTA_PER_MINUTE: QUOTA,
        ...sandboxSettings,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${path.resolve("bench/provider-call-log.cjs")}`,
        BENCH_PROVIDER_LOG: callLog,
      });
      const base = `${server.baseUrl}/sandbox`;
      const client = sandboxClient(base, credentials);
      await client.signIn();

      log("creating the accounts the measures post to (through the API)");
      const spread = await fundedAccounts(client, CLIENTS, "Spread");
      const [hot] = await fundedAccounts(client, 1, "Hot");
      const [fresh] = await fundedAccounts(client, 1, "Fresh");
      const big = await newCustomerWithAccount(client, "Millionrows", true);

      log(`seeding ${ROWS.toLocaleString("en")} transactions on one account (SQL)`);
      let started = Date.now();
      await seedAccountHistory(pool, big.accountId, ROWS);
      log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      log(`seeding ${ROWS.toLocaleString("en")} customers (SQL)`);
      started = Date.now();
      const identifications = await seedCustomers(pool, ROWS);
      log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      log(`seeding ${ROWS.toLocaleString("en")} directory rows (SQL)`);
      started = Date.now();
      await seedDirectory(pool, ROWS);
      log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await analyze(pool);

      await measure(
        "sandbox debits/s over HTTP, 8 clients, 8 accounts",
        "≥ 0.25 × ceiling; 0 errors",
        async () => {
          const r = await debitsPerSecond(client, spread!);
          const errors = r.tally.except("201");
          return {
            value: round(r.perSecond, 0),
            unit: "/s",
            reference: "ceiling",
            ratio: ratioOf(r.perSecond, ceiling),
            holds: (ratioOf(r.perSecond, ceiling) ?? 0) >= 0.25 && errors === 0,
            detail: `${r.requests} debits in ${round(r.elapsedMs / 1000, 1)} s, one account per client: ${r.tally}; ${errors} errors; p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms.`,
          };
        },
      );

      await measure(
        "same, all 8 clients on one hot account",
        "≥ 0.1 × ceiling; 0 errors other than 4225064",
        async () => {
          const r = await debitsPerSecond(client, [hot!]);
          const errors = r.tally.except("201", "422/4225064");
          return {
            value: round(r.perSecond, 0),
            unit: "/s",
            reference: "ceiling",
            ratio: ratioOf(r.perSecond, ceiling),
            holds: (ratioOf(r.perSecond, ceiling) ?? 0) >= 0.1 && errors === 0,
            detail: `${r.requests} debits in ${round(r.elapsedMs / 1000, 1)} s on one account: ${r.tally}; ${errors} errors other than 4225064; p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms.`,
          };
        },
      );

      await measure(
        `debit on an account with ${ROWS.toLocaleString("en")} transactions, p50`,
        "within 1.5× of a fresh account",
        async () => {
          const n = 60;
          // Interleaved, so both accounts see the same noise.
          const onBig: number[] = [];
          const onFresh: number[] = [];
          const r = await sequential(2 * n, async (i) => {
            const answer = await client.call(
              "POST",
              `/accounts/${i % 2 ? fresh : big.accountId}/debit`,
              debitBody,
            );
            const outcome = debitOutcome(answer);
            if (outcome.ok) (i % 2 ? onFresh : onBig).push(outcome.ms);
            return outcome;
          });
          const bigP50 = percentile(onBig, 50);
          const freshP50 = percentile(onFresh, 50);
          const ratio = ratioOf(bigP50, freshP50);
          return {
            value: ms(bigP50),
            unit: "ms",
            reference: `fresh account ${ms(freshP50)} ms`,
            ratio,
            holds: ratio !== null && ratio <= 1.5 && r.failed === 0,
            detail: `${n} debits on each account, one client, interleaved: ${r.tally}; p95 ${ms(percentile(onBig, 95))} ms vs ${ms(percentile(onFresh, 95))} ms.`,
          };
        },
      );

      await measure(
        `transactions page of 50, ${ROWS.toLocaleString("en")} rows on the account, p95`,
        "< 50 ms",
        async () => {
          const rows: Omit<Measure, "goal">[] = [];
          for (const page of [1, DEEP_PAGE]) {
            const r = await sequential(20, async () => {
              const answer = await client.call(
                "GET",
                `/accounts/${big.accountId}/transactions?page_number=${page}&page_size=50`,
              );
              const ok = answer.status === 200 && answer.body?.transactions?.length === 50;
              return { kind: ok ? "200 with 50" : kindOf(answer), ok, ms: answer.ms };
            });
            rows.push({
              name: `transactions page ${page.toLocaleString("en")} of 50, ${ROWS.toLocaleString("en")} rows, p95`,
              value: ms(r.p95),
              unit: "ms",
              reference: "-",
              ratio: null,
              holds: r.p95 < 50 && r.failed === 0,
              detail: `20 requests, one client: ${r.tally}; p50 ${ms(r.p50)} ms.`,
            });
          }
          return rows;
        },
      );

      await measure(
        `customer search by identification value, ${ROWS.toLocaleString("en")} customers, p95`,
        "< 10 ms",
        async () => {
          const r = await sequential(identifications.length, async (i) => {
            const value = identifications[i]!;
            const answer = await client.call("GET", `/customers?identification_value=${value}`);
            const ok = answer.status === 200 && answer.body?.customers?.length === 1;
            return { kind: ok ? "200 with 1" : kindOf(answer), ok, ms: answer.ms };
          });
          return {
            value: ms(r.p95),
            unit: "ms",
            reference: "-",
            ratio: null,
            holds: r.p95 < 10 && r.failed === 0,
            detail: `${identifications.length} different passports, one client: ${r.tally}; p50 ${ms(r.p50)} ms.`,
          };
        },
      );

      await measure(
        `customer list and last-name prefix search, ${ROWS.toLocaleString("en")} customers, p95`,
        "< 50 ms",
        async () => {
          const list = await sequential(20, async () => {
            const answer = await client.call("GET", "/customers?page_size=50");
            const ok = answer.status === 200 && answer.body?.customers?.length === 50;
            return { kind: ok ? "200 with 50" : kindOf(answer), ok, ms: answer.ms };
          });
          const prefixes = [
            "Ber",
            "Marol",
            "Tor",
            "Elab",
            "Stanor",
            "Wenh",
            "Kel",
            "Hol",
            "Pe",
            "Abab",
          ];
          const prefix = await sequential(2 * prefixes.length, async (i) => {
            const name = prefixes[i % prefixes.length];
            const answer = await client.call("GET", `/customers?last_name=${name}&page_size=50`);
            const ok = answer.status === 200 && answer.body?.customers?.length > 0;
            const kind = ok ? "200 with some" : `${kindOf(answer)} (none for ${name})`;
            return { kind, ok, ms: answer.ms };
          });
          return [
            {
              name: `customer list (newest first), ${ROWS.toLocaleString("en")} customers, p95`,
              value: ms(list.p95),
              unit: "ms",
              reference: "-",
              ratio: null,
              holds: list.p95 < 50 && list.failed === 0,
              detail: `20 requests for a page of 50: ${list.tally}; p50 ${ms(list.p50)} ms.`,
            },
            {
              name: `customer last-name prefix search, ${ROWS.toLocaleString("en")} customers, p95`,
              value: ms(prefix.p95),
              unit: "ms",
              reference: "-",
              ratio: null,
              holds: prefix.p95 < 50 && prefix.failed === 0,
              detail: `${2 * prefixes.length} requests over ${prefixes.length} prefixes: ${prefix.tally}; p50 ${ms(prefix.p50)} ms.`,
            },
          ];
        },
      );

      // Without a session the console's measures fail, each as its own error row; the others run.
      let signInError: unknown;
      const session = await signInCookie(server.baseUrl).catch((error) => {
        signInError = error;
        return undefined;
      });
      const signedIn = () => {
        if (session === undefined) throw signInError;
        return session;
      };

      await measure(
        `directory search, ${ROWS.toLocaleString("en")} rows, p95`,
        "< 50 ms",
        async () => {
          const cookie = signedIn();
          const queries = [
            "greta mar",
            "Holtor",
            "felix ber",
            "ingwen",
            "clara stanor",
            "Olpe",
            "DE00000000000000079190",
            "hugo ab",
            "Rosdan",
            "eva",
          ];
          const http = await sequential(3 * queries.length, async (i) => {
            const q = queries[i % queries.length]!;
            const started = performance.now();
            const response = await fetch(
              `${server!.baseUrl}/api/search?q=${encodeURIComponent(q)}`,
              {
                headers: { cookie },
                signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
              },
            );
            const body = await response.json().catch(() => undefined);
            const elapsed = performance.now() - started;
            const ok = response.status === 200 && body?.ok === true && body.groups?.length > 0;
            const kind = ok ? "200 with results" : `${response.status} (none for "${q}")`;
            return { kind, ok, ms: elapsed };
          });
          const db = drizzle(pool, { schema }) as unknown as Db;
          const direct = await sequential(3 * queries.length, async (i) => {
            const started = performance.now();
            const hits = await findInDirectory(db, queries[i % queries.length]!, [
              "customer",
              "corporate",
              "account",
              "card",
            ]);
            const ok = hits.length > 0;
            const kind = ok ? "hits" : `none for "${queries[i % queries.length]}"`;
            return { kind, ok, ms: performance.now() - started };
          });
          return [
            {
              name: `directory search GET /api/search, ${ROWS.toLocaleString("en")} rows, p95`,
              value: ms(http.p95),
              unit: "ms",
              reference: "-",
              ratio: null,
              holds: http.p95 < 50 && http.failed === 0,
              detail: `${3 * queries.length} requests over ${queries.length} queries, signed in as admin (the route also asks the provider by identification): ${http.tally}; p50 ${ms(http.p50)} ms.`,
            },
            {
              name: `directory findInDirectory, ${ROWS.toLocaleString("en")} rows, p95`,
              value: ms(direct.p95),
              unit: "ms",
              reference: "-",
              ratio: null,
              holds: direct.p95 < 50 && direct.failed === 0,
              detail: `the same queries in process against the same database: ${direct.tally}; p50 ${ms(direct.p50)} ms.`,
            },
          ];
        },
      );

      const routes: [string, string, string][] = [
        ["/customers", "/customers", "Customers"],
        ["a customer", `/customers/${big.customerId}`, "Millionrows"],
        ["an account", `/customers/${big.customerId}/accounts/${big.accountId}`, "Millionrows"],
        [
          "its transactions",
          `/customers/${big.customerId}/accounts/${big.accountId}/transactions`,
          "bench debit",
        ],
        ["a card", `/cards/${big.cardId}`, "BENCH CARD"],
        ["/compliance", "/compliance", "Compliance"],
      ];
      for (const [label, route, needle] of routes) {
        await measure(
          `console page ${label}: server time to settle, p50`,
          "< 300 ms to settle; calls concurrent",
          () => consolePage(server!.baseUrl, signedIn(), route, needle, callLog),
        );
      }

      for (const [label, route] of [["/login", "/login"], ...routes] as [string, string][]) {
        await measure(`first-load JS ${label}`, "≤ 150 kB", async () => {
          const js = await measureRouteJs(
            server!.baseUrl,
            route,
            route === "/login" ? undefined : signedIn(),
          );
          if (js.status !== 200) throw new Error(`${route} answered ${js.status}`);
          const kb = round(js.compressedBytes / 1024, 1);
          return {
            value: kb,
            unit: "kB",
            reference: "-",
            ratio: null,
            holds: kb <= 150,
            detail: `${js.scripts} scripts, ${round(js.rawBytes / 1024, 0)} kB uncompressed, gzip as served.`,
          };
        });
      }

      await measure(
        "ledger invariants after the load",
        "balances equal entries, journals sum to zero, none negative",
        async () => {
          const found = await ledgerProblems(pool);
          const problems =
            found.unequal_balances + found.unbalanced_journals + found.negative_balances;
          return {
            value: problems,
            unit: "problems",
            reference: "-",
            ratio: null,
            holds: problems === 0,
            detail: `over ${found.accounts} accounts and ${found.entries.toLocaleString("en")} entries (the seeds and every posting above): ${found.unequal_balances} balances differ from their entries, ${found.unbalanced_journals} journals do not sum to zero, ${found.negative_balances} customer or corporate balances are negative.`,
          };
        },
      );

      await measure("server memory after the load (RSS)", "reported; < 400 MB", async () => {
        const mb = round(treeRss(server!.pid) / 2 ** 20, 0);
        return {
          value: mb,
          unit: "MB",
          reference: "-",
          ratio: null,
          holds: mb < 400,
          detail:
            "resident memory of the `npm start` server process and its children, read from /proc after every measure above.",
        };
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`error: ${message}`);
      measures.push({
        name: "server on PostgreSQL: start, accounts and seeds",
        value: null,
        unit: "",
        reference: "-",
        ratio: null,
        goal: "runs",
        holds: false,
        error: message.split("\n")[0]!.slice(0, 300),
      });
    }
    await server?.stop();
    server = undefined;

    await measure(
      "PGlite postings/s (embedded default), 8 clients, HTTP",
      "≥ 1,000/s",
      async () => {
        const dir = path.join(tmp, "pglite");
        const embedded = await startNext(PORT, {
          DATABASE_URL: "",
          PGLITE_DIR: dir,
          CONSOLE_DEMO: "1",
          SEED_DEMO: "1",
          SEED_DEMO_DATA: "0",
          AUTH_SECRET: "bench-only-secret-not-for-production-use-0001",
          SANDBOX_QUOTA_PER_MINUTE: QUOTA,
          ...sandboxSettings,
        });
        try {
          const pglite = sandboxClient(`${embedded.baseUrl}/sandbox`, credentials);
          await pglite.signIn();
          const accounts = await fundedAccounts(pglite, CLIENTS, "Embedded");
          const r = await debitsPerSecond(pglite, accounts);
          const errors = r.tally.except("201");
          return {
            value: round(r.perSecond, 0),
            unit: "/s",
            reference: "-",
            ratio: null,
            holds: r.perSecond >= 1000 && errors === 0,
            detail: `npm start on PGlite (PGLITE_DIR, a fresh directory): ${r.requests} debits in ${round(r.elapsedMs / 1000, 1)} s, one account per client: ${r.tally}; ${errors} errors; p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms.`,
          };
        } finally {
          await embedded.stop();
        }
      },
    );
  } finally {
    await server?.stop();
    await pool.end();
    stopCluster(clusterDir);
    rmSync(tmp, { recursive: true, force: true });
  }

  const results: Results = {
    machine: machine(pgVersion, loadAtStart),
    commit: measuredCommit,
    date: new Date().toISOString(),
    scale: {
      factor: scaleFactor,
      rows: ROWS,
      seconds: SECONDS,
      note:
        scaleFactor === 1
          ? `full size (${ROWS.toLocaleString("en")} rows), ${SECONDS} s per throughput measure.`
          : `REDUCED: ${ROWS.toLocaleString("en")} rows instead of 1,000,000 (BENCH_SCALE=${scaleFactor}), ${SECONDS} s per throughput measure.`,
    },
    settings,
    measures,
  };
  printTable(measures);
  const report = markdownReport(results);
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync("bench/results.md", `# Bench results\n\n${report}`);
  if (process.env.BENCH_README !== "0" && updateReadme("README.md", readmeReport(results)))
    log("README.md Performance table updated");
  const failed = measures.filter((m) => m.error).length;
  log(
    `wrote bench/results.json and bench/results.md in ${((Date.now() - benchStarted) / 1000).toFixed(0)} s; ${measures.filter((m) => m.holds).length}/${measures.length} goals hold, ${failed} measures failed to run`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
