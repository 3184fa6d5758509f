// CPU time by who spent it, from Linux's /proc: how a load's work splits between the server,
// PostgreSQL, the bench's own clients and the rest of the machine. A throughput that stops
// growing while the cores are full is bound by the CPU each request costs, not by a lock.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks a second, as /proc counts CPU time (CLK_TCK, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export type CpuGroups = Record<string, (process: { pid: number; cmdline: string }) => boolean>;
export type CpuSnapshot = {
  at: number;
  /** The cores' busy time (user, nice, system, interrupts), and the time the hypervisor took. */
  machine: { busy: number; steal: number };
  byGroup: Map<string, number>;
};

/**
 * The fields of a /proc/<pid>/stat line after the command, which may hold spaces and
 * parentheses: [0] is the state (the 3rd field), [1] the parent's pid, [11] and [12] utime and
 * stime.
 */
export function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

function ticksOf(stat: string): number {
  const fields = statFields(stat);
  return Number(fields[11]) + Number(fields[12]);
}

/** CPU ticks spent so far by the live processes of each group (the first that matches). */
export function cpuSnapshot(groups: CpuGroups): CpuSnapshot {
  const byGroup = new Map(Object.keys(groups).map((name) => [name, 0]));
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const pid = Number(entry);
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      const ticks = ticksOf(readFileSync(`/proc/${pid}/stat`, "utf8"));
      const group = Object.keys(groups).find((name) => groups[name]!({ pid, cmdline }));
      if (group) byGroup.set(group, byGroup.get(group)! + ticks);
    } catch {
      // The process ended while we read: its time is lost to this snapshot.
    }
  }
  // user, nice, system, idle, iowait, irq, softirq, steal.
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.split(/\s+/).slice(1).map(Number);
  const busy = [0, 1, 2, 5, 6].reduce((sum, i) => sum + (cpu[i] ?? 0), 0);
  return { at: Date.now(), machine: { busy, steal: cpu[7] ?? 0 }, byGroup };
}

/** Each group's CPU between two snapshots: ms per unit of work, and its share of the cores. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot, units: number, cores: number) {
  const wallMs = after.at - before.at;
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  const rows = [...after.byGroup].map(([name, ticks]) => {
    const spent = ms(ticks - (before.byGroup.get(name) ?? 0));
    return { name, msPerUnit: spent / units, shareOfCores: spent / (wallMs * cores) };
  });
  const share = (ticks: number) => ms(ticks) / (wallMs * cores);
  return {
    wallMs,
    rows,
    busy: share(after.machine.busy - before.machine.busy),
    steal: share(after.machine.steal - before.machine.steal),
  };
}
