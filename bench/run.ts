// `npm run bench`: every measure of issue 18's table, side by side in one run, against a
// throw-away PostgreSQL cluster (scripts/pg-cluster.sh, as CI starts it) and a PGlite database.
// Prints the table and writes bench/results.json and bench/results.md (and the README's
// Performance table). Every figure comes from requests actually made and answers checked;
// answers that are not the expected ones are counted and reported. A measure that cannot run
// becomes an error row and the bench goes on. Each measure is one file in bench/measures.
//
// Environment:
//   BENCH_SCALE=0.01     rows as a fraction of the issue's 1,000,000 (default 1: full size)
//   BENCH_SECONDS=10     duration of each throughput measure
//   BENCH_PG_PORT=55490  port of the throw-away PostgreSQL cluster
//   BENCH_PORT=3190      port of the console server (`npm start`)
//   BENCH_SKIP_BUILD=1   measure the existing .next build instead of building the current code
//   BENCH_README=0       leave README.md alone
//   BENCH_ONLY=bulk      on the server, only the measures whose names contain this (and the ledger)
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { benchStarted, log, PG_PORT, ROWS, SECONDS, scaleFactor } from "./lib/config";
import { commit, machine } from "./lib/machine";
import { errorRow, take } from "./lib/measure";
import { prepareServer } from "./lib/postgres-server";
import { markdownReport, printTable, type Results, readmeReport, updateReadme } from "./lib/report";
import { runSettings } from "./lib/run-settings";
import { startCluster, stopCluster } from "./lib/servers";
import { auditLogPage } from "./measures/audit-log";
import { bigAccountDebit } from "./measures/big-account-debit";
import { bulkMoneyBatch } from "./measures/bulk-money-batch";
import { caseInbox } from "./measures/case-inbox";
import { ceiling } from "./measures/ceiling";
import { consolePages } from "./measures/console-pages";
import type { ClusterContext, ServerContext } from "./measures/context";
import { customerList } from "./measures/customer-list";
import { hotAccountDebits, spreadDebits } from "./measures/debits-per-second";
import { directorySearch } from "./measures/directory-search";
import { firstLoadJs } from "./measures/first-load-js";
import { identificationSearch } from "./measures/identification-search";
import { ledger } from "./measures/ledger";
import { pglitePostings } from "./measures/pglite-postings";
import { serverMemory } from "./measures/server-memory";
import { transactionsPage } from "./measures/transactions-page";

/**
 * The measures on the PostgreSQL server, in the table's order; memory, then the bulk batch (its
 * server is killed and started again), then the ledger, which checks every posting above.
 */
const onServer = [
  spreadDebits,
  hotAccountDebits,
  bigAccountDebit,
  transactionsPage,
  identificationSearch,
  customerList,
  directorySearch,
  caseInbox,
  auditLogPage,
  ...consolePages,
  ...firstLoadJs,
  serverMemory,
  bulkMoneyBatch,
  ledger,
];

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
  const cluster: ClusterContext = { url, pool: new Pool({ connectionString: url, max: 4 }), tmp };
  const measures: Results["measures"] = [];
  let pgVersion = "unknown";
  let settings: string[] = [];
  try {
    pgVersion = (await cluster.pool.query("show server_version")).rows[0].server_version;
    settings = runSettings(pgVersion);
    for (const setting of settings) log(setting);

    const reference = await take(ceiling, cluster);
    measures.push(...reference);
    // Everything on the PostgreSQL server; if its start or seeding fails, that is one error row
    // and the bench still measures PGlite and writes its results.
    let server: ServerContext | undefined;
    try {
      server = await prepareServer(cluster, Number(reference[0]?.value ?? Number.NaN));
      const only = process.env.BENCH_ONLY;
      for (const measure of onServer)
        if (!only || measure.name.includes(only) || measure === ledger)
          measures.push(...(await take(measure, server)));
    } catch (error) {
      log(`error: ${error instanceof Error ? error.message : String(error)}`);
      measures.push(errorRow("server on PostgreSQL: start, accounts and seeds", "runs", error));
    } finally {
      await server?.server.stop();
    }
    measures.push(...(await take(pglitePostings, cluster)));
  } finally {
    await cluster.pool.end();
    stopCluster(clusterDir);
    rmSync(tmp, { recursive: true, force: true });
  }

  const reduced = `REDUCED: ${ROWS.toLocaleString("en")} rows instead of 1,000,000 (BENCH_SCALE=${scaleFactor})`;
  const results: Results = {
    machine: machine(pgVersion, loadAtStart),
    commit: measuredCommit,
    date: new Date().toISOString(),
    scale: {
      factor: scaleFactor,
      rows: ROWS,
      seconds: SECONDS,
      note: `${scaleFactor === 1 ? `full size (${ROWS.toLocaleString("en")} rows)` : reduced}, ${SECONDS} s per throughput measure.`,
    },
    settings,
    measures,
  };
  printTable(measures);
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync("bench/results.md", `# Bench results\n\n${markdownReport(results)}`);
  if (process.env.BENCH_README !== "0" && updateReadme("README.md", readmeReport(results)))
    log("README.md Performance table updated");
  const failed = measures.filter((m) => m.error).length;
  const held = measures.filter((m) => m.holds).length;
  log(
    `wrote bench/results.json and bench/results.md in ${((Date.now() - benchStarted) / 1000).toFixed(0)} s; ${held}/${measures.length} goals hold, ${failed} measures failed to run`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
