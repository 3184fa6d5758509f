import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signBody } from "@/lib/sandbox/auth/signature";
import { sandboxConfigFromEnv } from "@/lib/sandbox/config";

const port = 4300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}/sandbox`;
const config = sandboxConfigFromEnv({});
let server: ChildProcess;

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/openapi.json`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("npm run sandbox did not start");
}

describe("npm run sandbox", () => {
  beforeAll(async () => {
    server = spawn("npx", ["tsx", "scripts/sandbox.ts"], {
      env: {
        ...process.env,
        SANDBOX_PORT: String(port),
        PGLITE_DIR: mkdtempSync(path.join(tmpdir(), "sandbox-")),
        DATABASE_URL: "",
      },
      stdio: "ignore",
    });
    await waitForServer();
  });
  afterAll(() => {
    server.kill("SIGTERM");
  });

  it("serves the interface over real HTTP", async () => {
    const body = JSON.stringify({
      username: config.username,
      password: config.password,
      client_id: config.clientId,
      client_key: config.clientKey,
    });
    const headers = { "x-api-key": config.apiKey, "content-type": "application/json" };
    const token = await fetch(`${base}/token`, {
      method: "POST",
      headers: {
        ...headers,
        "x-unique-id": randomUUID(),
        "x-signature": signBody(body, config.signingSecret),
      },
      body,
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const code = await fetch(`${base}/errorcodes/4220008`, {
      headers: { ...headers, "x-unique-id": randomUUID(), authorization: `Bearer ${access_token}` },
    });
    expect(await code.json()).toMatchObject({ code: 4220008, status_code: "UnprocessableEntity" });
  });
});
