import { describe, expect, it } from "vitest";
import { cpuBetween, cpuSnapshot } from "./cpu";

describe("CPU time by group", () => {
  it("counts this process's own work in its group, and none in a group nothing matches", () => {
    const groups = {
      "this process": ({ pid }: { pid: number }) => pid === process.pid,
      nobody: () => false,
    };
    const before = cpuSnapshot(groups);
    // 300 ms of this process's CPU, however busy the machine is (process.cpuUsage counts it).
    const used = process.cpuUsage();
    while (process.cpuUsage(used).user + process.cpuUsage(used).system < 300_000);
    const after = cpuSnapshot(groups);
    const spent = cpuBetween(before, after, 3, 1);
    const mine = spent.rows.find((row) => row.name === "this process")!;
    // /proc counts in ticks of 10 ms, and the other threads of vitest's worker count too.
    expect(mine.msPerUnit * 3).toBeGreaterThan(280);
    expect(mine.msPerUnit * 3).toBeLessThan(2 * spent.wallMs + 50);
    expect(spent.rows.find((row) => row.name === "nobody")!.msPerUnit).toBe(0);
    expect(spent.busy).toBeGreaterThan(0);
  });
});
