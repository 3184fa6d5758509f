import { type ChildProcess, spawn } from "node:child_process";

// Servers the e2e run starts itself: each worker's own (e2e/fixtures.ts) and the two of
// e2e/two-servers.spec.ts.

export type ServerProcess = { child: ChildProcess; output: string[] };

const running: ServerProcess[] = [];

/**
 * Starts `node <args>` in its own process group, so stopping it stops everything it started.
 * What it prints is kept (the latest part) for the error when it fails to start, and handed to
 * `onOutput` as it comes.
 */
export function startServer(
  args: string[],
  env: NodeJS.ProcessEnv,
  onOutput: (chunk: Buffer) => void = () => {},
): ServerProcess {
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env,
  });
  const server = { child, output: [] as string[] };
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      onOutput(chunk);
      server.output.push(String(chunk));
      if (server.output.length > 1000) server.output.shift();
    });
  }
  running.push(server);
  return server;
}

/** Waits until the server answers `url`/login; fails with what it printed. */
export async function ready(server: ServerProcess, url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`${url} exited:\n${server.output.join("")}`);
    const answer = await fetch(`${url}/login`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not start:\n${server.output.join("")}`);
}

/** Stops the server's process group and waits for it to exit, so its port is free again. */
export async function stop({ child }: ServerProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

// A run cut short (Ctrl-C, a crash of the runner) must not leave the servers behind either.
process.once("exit", () => {
  for (const { child } of running)
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }
});
