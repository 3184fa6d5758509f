import { execFileSync, spawnSync } from "node:child_process";
import { CLIENTS, SECONDS } from "../lib/config";
import type { BenchMeasure } from "../lib/measure";
import { pgBinDir } from "../lib/servers";
import { round } from "../lib/stats";
import type { ClusterContext } from "./context";

/** The ceiling: PostgreSQL's own tpcb-like, on the same cluster. */
export const ceiling: BenchMeasure<ClusterContext> = {
  name: "ceiling: pgbench -M prepared tpcb-like, 8 clients",
  goal: "reference",
  async run({ url, pool }) {
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
    return {
      value: round(Number(tps), 0),
      unit: "tps",
      reference: "reference",
      ratio: 1,
      holds: true,
      detail: `pgbench -i (scale 1), then pgbench -M prepared tpcb-like, ${CLIENTS} clients, 2 threads, ${SECONDS} s: ${processed} transactions, ${failed ?? 0} failed.`,
    };
  },
};
