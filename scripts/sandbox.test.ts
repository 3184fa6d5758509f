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
});
