import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signBody } from "@/lib/sandbox/auth/signature";
import { sandboxConfigFromEnv } from "@/lib/sandbox/config";
import { startStandaloneSandbox } from "./standalone-sandbox";

const config = sandboxConfigFromEnv({});
let sandbox: Awaited<ReturnType<typeof startStandaloneSandbox>>;

describe("npm run sandbox", () => {
  beforeAll(async () => {
    sandbox = await startStandaloneSandbox();
  });
  afterAll(() => sandbox?.stop());

  it("serves the interface over real HTTP", async () => {
    const body = JSON.stringify({
      username: config.username,
      password: config.password,
      client_id: config.clientId,
      client_key: config.clientKey,
    });
    const headers = { "x-api-key": config.apiKey, "content-type": "application/json" };
    const token = await fetch(`${sandbox.baseUrl}/token`, {
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
    const code = await fetch(`${sandbox.baseUrl}/errorcodes/4220008`, {
      headers: { ...headers, "x-unique-id": randomUUID(), authorization: `Bearer ${access_token}` },
    });
    expect(await code.json()).toMatchObject({ code: 4220008, status_code: "UnprocessableEntity" });
  });

  it("works the running sandbox's states from the command line", () => {
    const cli = (...args: string[]) => {
      // What `npm run sandbox` runs (tsx scripts/sandbox.ts), minus npx finding tsx each time:
      // about half a second of CPU a call, seven calls.
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/sandbox.ts", ...args], {
        env: { ...process.env, SANDBOX_URL: sandbox.baseUrl },
        encoding: "utf8",
      });
      return { status: run.status, out: `${run.stdout}${run.stderr}` };
    };
    expect(cli("snapshot", "empty-start")).toMatchObject({
      status: 0,
      out: expect.stringContaining('saved the state as "empty-start"'),
    });
    expect(cli("scenarios").out).toMatch(/demo: [\s\S]*empty-start {2}saved/);
    expect(cli("restore", "empty-start")).toMatchObject({ status: 0 });
    expect(cli("reset")).toMatchObject({
      status: 0,
      out: expect.stringContaining("reset to empty"),
    });
    expect(cli("restore", "no-such-state")).toMatchObject({
      status: 1,
      out: expect.stringContaining("The sandbox refused"),
    });
    expect(cli("snapshot", "not a name")).toMatchObject({
      status: 1,
      out: expect.stringContaining("Use 1 to 40 letters"),
    });
    expect(cli("frobnicate").status).toBe(2);
  }, 60_000);

  it("loads the month-end scenario and advances a day, saying what fell due", () => {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/sandbox.ts", "scenario", "month-end", "--advance", "1d"],
      { env: { ...process.env, SANDBOX_URL: sandbox.baseUrl }, encoding: "utf8" },
    );
    const out = `${run.stdout}${run.stderr}`;
    expect(run.status, out).toBe(0);
    expect(out).toContain('loaded the scenario "month-end"');
    // The passport expires at midnight and the card, a day at 03, is dispatched; the transfer
    // settles only when the next day is a business day.
    expect(out).toMatch(/fell due: [01] settlements, 1 card dispatches, 1 document expiries/);
    const bad = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/sandbox.ts", "advance", "1 day"],
      {
        env: { ...process.env, SANDBOX_URL: sandbox.baseUrl },
        encoding: "utf8",
      },
    );
    expect([bad.status, bad.stderr]).toEqual([1, expect.stringContaining("is not a duration")]);
  }, 60_000);
});
