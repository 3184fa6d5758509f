// The processes the bench starts and stops: its throw-away PostgreSQL cluster (the script CI
// uses) and the console's production server. Each is stopped by its own id, nothing else.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { statFields } from "./cpu";

export function pgBinDir(): string {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) throw new Error("PostgreSQL server binaries not found (apt postgresql)");
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  return `${root}/${versions.at(-1)}/bin`;
}

export function startCluster(dir: string, port: number): string {
  return execFileSync("scripts/pg-cluster.sh", ["start", dir, String(port)], {
    encoding: "utf8",
  }).trim();
}

export function stopCluster(dir: string) {
  execFileSync("scripts/pg-cluster.sh", ["stop", dir], { stdio: "ignore" });
}

export type Server = {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
  /** Kills it at once, as a crash would: no shutdown, no request finished. */
  kill: () => Promise<void>;
  log: () => string;
};

/** `npm start`'s server on the current build, in its own process group, ready once /login answers. */
export async function startNext(
  port: number,
  env: Record<string, string>,
  /** Node's own flags, before the script (--cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs: string[] = [],
): Promise<Server> {
  let output = "";
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, "scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const kill = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, "SIGKILL");
      await exited;
    }
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(`${baseUrl}/login`)).status === 200)
        return { baseUrl, pid: child.pid!, stop, kill, log: () => output };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not answer on ${baseUrl}/login:\n${output.slice(-2000)}`);
}

/** Resident memory of a process and every process under it, in bytes (Linux /proc). */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(statFields(stat)[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  let total = 0;
  const walk = (p: number) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1];
      total += Number(rss ?? 0) * 1024;
    } catch {}
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return total;
}
