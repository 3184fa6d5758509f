import { execFileSync } from "node:child_process";
import os from "node:os";
import type { Results } from "./report";
import { round } from "./stats";

export function machine(postgres: string, loadAtStart: number): Results["machine"] {
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

/** The commit measured, marked when the tree has uncommitted changes. */
export function commit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return "unknown";
  }
}
