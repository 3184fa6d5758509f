// `npm run sandbox` as a real server process on PostgreSQL, which a test can kill -9 and start
// again. It runs as one node process (tsx as a loader, not the tsx CLI that forks a child), so
// the signal reaches the server itself.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "@/lib/testing/free-port";

const root = path.resolve(import.meta.dirname, "../../..");

export type SandboxProcess = {
  baseUrl: string;
  port: number;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Sends the signal and waits for the process to be gone. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

export type SandboxOptions = {
  databaseUrl: string;
  /** The same port again, for a restart. */
  port?: number;
  env?: Record<string, string>;
};

export async function startSandbox(options: SandboxOptions): Promise<SandboxProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}/sandbox`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/sandbox.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      SANDBOX_PORT: String(port),
      // The default 6,000 per minute would answer 429 under the suite's load; the quota is
      // not what this suite tests.
      SANDBOX_QUOTA_PER_MINUTE: "100000000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  // Never outlives the test run, even one that is interrupted.
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      process.off("exit", orphanGuard);
      resolve();
    }),
  );
  const kill = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  // A minute at most: tsx compiles the sandbox on a busy machine.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/openapi.json`)).ok) {
        return { baseUrl, port, output: () => output, kill };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await kill("SIGKILL");
  throw new Error(`the sandbox did not start:\n${output}`);
}
