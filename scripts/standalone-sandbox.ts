// Starts `npm run sandbox` as a separate process for a test, on a free port and a fresh
// embedded database, and stops it with everything under it.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "@/lib/testing/free-port";

export async function startStandaloneSandbox(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/sandbox`;
  const child = spawn("npx", ["tsx", "scripts/sandbox.ts"], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      PGLITE_DIR: mkdtempSync(path.join(tmpdir(), "cams-standalone-sandbox-")),
      DATABASE_URL: "",
    },
    stdio: "ignore",
    // Its own process group: npx and the tsx process under it stop together.
    detached: true,
  });
  const stop = () => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  };
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${baseUrl}/openapi.json`)).ok) return { baseUrl, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error("npm run sandbox did not start");
}
