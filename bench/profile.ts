// `npm run bench:profile`: where a sandbox debit's time goes (issue 30, part 1). Starts a
// throw-away PostgreSQL cluster with pg_stat_statements, `npm start`'s server with --cpu-prof,
// funds one account per client, runs the bench's debit load (8 clients, BENCH_SECONDS), then
// stops the server, which writes its CPU profile as it exits. Prints, as Markdown for
// docs/performance.md: the debits a second, the top 10 functions by self time, the time by
// where the code comes from (Next, the app's own bundles, node_modules, Node), and the top 10
// statements by total time, and who spent the machine's CPU over the counted window (the
// server, PostgreSQL, the bench's own clients, the rest; bench/lib/cpu.ts), per debit. Uses
// the existing build (`npm run build` first).
// BENCH_PROFILE_DB=pglite profiles the embedded default instead (PGlite in a fresh directory,
// in the server's own process): there is no statement table, and PostgreSQL's own work shows in
// the CPU profile as WebAssembly.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { debitsPerSecond, fundedAccounts } from "./lib/accounts";
import { CLIENTS, credentials, log, PG_PORT, PORT, SECONDS, serverSettings } from "./lib/config";
import { type CpuGroups, type CpuSnapshot, cpuBetween, cpuSnapshot } from "./lib/cpu";
import { sandboxClient } from "./lib/sandbox-client";
import { startNext } from "./lib/servers";
import { round } from "./lib/stats";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a function's code comes from, as the profile's URL says. */
function origin(url: string): string {
  if (!url) return "(Node and V8: GC, idle, native)";
  if (url.startsWith("wasm://")) return "PGlite's PostgreSQL (WebAssembly)";
  if (url.startsWith("node:")) return "Node's own modules";
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules?.[1] === "next") return "next (the framework)";
  if (modules) return modules[1]!;
  if (url.includes("/.next/server/"))
    return "the app's server bundles (sandbox, console, bundled packages)";
  return "other";
}

/** Self time per function and per origin, in ms, from the samples' time deltas. */
function selfTimes(profile: CpuProfile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const fn = new Map<string, number>();
  const from = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byNode.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? `${url.replace(/^.*\/(node_modules|\.next)\//, "$1/")}:${lineNumber + 1}`
      : "";
    const name = `${functionName || "(anonymous)"} ${where}`.trim();
    fn.set(name, (fn.get(name) ?? 0) + ms);
    from.set(origin(url), (from.get(origin(url)) ?? 0) + ms);
    total += ms;
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { total, functions: top(fn, 10), origins: top(from, 12) };
}

const pct = (part: number, whole: number) => `${round((100 * part) / whole, 1)} %`;

/**
 * Who spends the CPU while the debits run. The server's count includes the profiler's cost;
 * PostgreSQL's counts every cluster on the machine, so run the profile with no other.
 */
const cpuGroups: CpuGroups = {
  "the server (npm start, under --cpu-prof)": ({ cmdline }) =>
    cmdline.includes("scripts/server.mjs"),
  "PostgreSQL (its backends and background work)": ({ cmdline }) => cmdline.startsWith("postgres"),
  [`the bench's ${CLIENTS} clients (this process)`]: ({ pid }) => pid === process.pid,
  "everything else": () => true,
};

/** Starts the server under --cpu-prof on `env`, runs the debit load, and reads its profile. */
async function profileServer(
  env: Record<string, string>,
  tmp: string,
  beforeLoad = async () => {},
) {
  const profiles = path.join(tmp, "cpu");
  mkdirSync(profiles);
  const server = await startNext(PORT, { ...env, ...serverSettings }, [
    "--cpu-prof",
    `--cpu-prof-dir=${profiles}`,
  ]);
  let rate: Awaited<ReturnType<typeof debitsPerSecond>>;
  let spent: ReturnType<typeof cpuBetween>;
  try {
    const client = sandboxClient(`${server.baseUrl}/sandbox`, credentials);
    await client.signIn();
    const accounts = await fundedAccounts(client, CLIENTS, "Profile");
    await beforeLoad();
    log(`debits for ${SECONDS} s, ${CLIENTS} clients, one account each`);
    let start: CpuSnapshot | undefined;
    rate = await debitsPerSecond(client, accounts, () => {
      start = cpuSnapshot(cpuGroups);
    });
    spent = cpuBetween(start!, cpuSnapshot(cpuGroups), rate.requests, os.cpus().length);
  } finally {
    await server.stop();
  }
  const file = readdirSync(profiles).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error("the server wrote no CPU profile");
  const cpu = selfTimes(JSON.parse(readFileSync(path.join(profiles, file), "utf8")));
  return [
    `${rate.requests} debits in ${round(rate.elapsedMs / 1000, 1)} s with the warm-up before: ${round(rate.perSecond, 0)}/s, p50 ${round(rate.p50, 1)} ms (${rate.tally}).`,
    "",
    `Where the machine's CPU went over the counted ${round(spent.wallMs / 1000, 1)} s: the cores were ${pct(spent.busy, 1)} busy, and the hypervisor took ${pct(spent.steal, 1)} more (steal).`,
    "",
    "| who | CPU per debit | share of the cores |",
    "|---|---|---|",
    ...spent.rows.map(
      (row) => `| ${row.name} | ${round(row.msPerUnit, 2)} ms | ${pct(row.shareOfCores, 1)} |`,
    ),
    "",
    `CPU profile of the server process, ${round(cpu.total / 1000, 1)} s sampled (start-up and funding included):`,
    "",
    "| where the code comes from | self time | share |",
    "|---|---|---|",
    ...cpu.origins.map(([name, ms]) => `| ${name} | ${round(ms, 0)} ms | ${pct(ms, cpu.total)} |`),
    "",
    "| top functions by self time | self time | share |",
    "|---|---|---|",
    ...cpu.functions.map(
      ([name, ms]) =>
        `| \`${name.replaceAll("|", "\\|")}\` | ${round(ms, 0)} ms | ${pct(ms, cpu.total)} |`,
    ),
  ];
}

async function onPostgres(tmp: string): Promise<string[]> {
  const clusterDir = path.join(tmp, "pg");
  log(`starting PostgreSQL on ${PG_PORT} with pg_stat_statements`);
  const url = execFileSync("scripts/pg-cluster.sh", ["start", clusterDir, String(PG_PORT)], {
    encoding: "utf8",
    env: {
      ...process.env,
      PG_CLUSTER_OPTIONS:
        "-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all",
    },
  }).trim();
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    await pool.query("create extension if not exists pg_stat_statements");
    // Only the load's statements are counted.
    const cpu = await profileServer({ DATABASE_URL: url, PGLITE_DIR: "" }, tmp, async () => {
      await pool.query("select pg_stat_statements_reset()");
    });
    const statements = await pool.query(
      `select calls, round(total_exec_time::numeric, 1) as total_ms,
              round(mean_exec_time::numeric, 3) as mean_ms, query
         from pg_stat_statements order by total_exec_time desc limit 10`,
    );
    return [
      ...cpu,
      "",
      "| top statements by total time | calls | total | mean |",
      "|---|---|---|---|",
      ...statements.rows.map(
        (row) =>
          `| \`${String(row.query).replace(/\s+/g, " ").slice(0, 140).replaceAll("|", "\\|")}\` | ${row.calls} | ${row.total_ms} ms | ${row.mean_ms} ms |`,
      ),
    ];
  } finally {
    await pool.end();
    execFileSync("scripts/pg-cluster.sh", ["stop", clusterDir]);
  }
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "cams-profile-"));
  try {
    const lines =
      process.env.BENCH_PROFILE_DB === "pglite"
        ? await profileServer({ DATABASE_URL: "", PGLITE_DIR: path.join(tmp, "pglite") }, tmp)
        : await onPostgres(tmp);
    console.log(lines.join("\n"));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
