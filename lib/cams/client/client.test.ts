import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db";
import { createTestDb } from "@/lib/db/testing";
import { createSandboxApp } from "@/lib/sandbox/app";
import { sandboxConfigFromEnv } from "@/lib/sandbox/config";
import {
  expectRoundTrip,
  newCustomer,
  rejection,
  sandboxClientConfig,
} from "@/lib/sandbox/testing";
import { ErrorCode } from "../errors/catalog";
import { createCamsClient } from "./index";

// The real sandbox over real HTTP, with a clock the test moves and short-lived tokens.
const TOKEN_TTL_SECONDS = 60;
const sandboxConfig = sandboxConfigFromEnv({
  SANDBOX_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
});
let clock = new Date("2026-11-22T10:00:00Z").getTime();
let handle: DbHandle;
let server: ReturnType<typeof serve>;
let baseUrl: string;

beforeAll(async () => {
  handle = await createTestDb("pglite");
  const app = createSandboxApp({
    db: async () => handle.db,
    config: sandboxConfig,
    now: () => new Date(clock),
  });
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  baseUrl = `http://127.0.0.1:${port}/sandbox`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await handle?.close();
});

/** A client of the sandbox whose fetch counts the POST /token calls. */
function countingClient(overrides: Parameters<typeof sandboxClientConfig>[1] = {}) {
  const calls = { token: 0, total: 0 };
  const client = createCamsClient({
    ...sandboxClientConfig(baseUrl, overrides),
    fetch: (input, init) => {
      calls.total++;
      if (String(input).endsWith("/token")) calls.token++;
      return fetch(input, init);
    },
  });
  return { client, calls };
}

describe("the client against the in-process sandbox over HTTP", () => {
  it("creates a customer (POST) and reads it back (GET)", async () => {
    await expectRoundTrip(createCamsClient(sandboxClientConfig(baseUrl)));
  });

  it("sends the caller's X-Unique-Id, so the provider refuses a second send of it (4090001)", async () => {
    const client = createCamsClient(sandboxClientConfig(baseUrl));
    const uniqueId = "0f6b1c3e-2d4a-4b5c-9e8f-7a6b5c4d3e2f";
    const first = await client.call("createCustomer", { body: newCustomer, uniqueId });
    expect(first.customer_id).toEqual(expect.any(String));
    const again = await rejection(client.call("createCustomer", { body: newCustomer, uniqueId }));
    expect(again.code).toBe(ErrorCode.XUniqueIdNotUnique);
  });

  it("brings the provider's field errors back on the form's fields", async () => {
    const { client } = countingClient();
    const error = await rejection(
      client.call("createCustomer", { body: { ...newCustomer, first_name: "Jane2" } }),
    );
    expect(error.code).toBe(ErrorCode.RequestPayloadIncorrect);
    expect(error.httpStatus).toBe(400);
    expect(error.detail).toBe("Request payload is incorrect");
    expect(error.fieldErrors.first_name).toBeTruthy();
    expect(error.errors?.first_name?.length).toBeGreaterThan(0);
  });

  it("signs bodies: a wrong signing secret is 4220007", async () => {
    const { client } = countingClient({ signingSecret: "not-the-signing-secret" });
    const error = await rejection(client.call("createCustomer", { body: newCustomer }));
    expect(error).toMatchObject({ code: ErrorCode.SignatureMismatch, httpStatus: 422 });
  });

  it("refreshes an expired token transparently and retries once", async () => {
    const { client, calls } = countingClient();
    await client.call("listErrorCodes");
    expect(calls.token).toBe(1);
    clock += (TOKEN_TTL_SECONDS + 1) * 1000;
    // The client's own clock has not moved: the sandbox answers 4039901, the client renews.
    const record = await client.call("getErrorCode", { params: { code: 4225064 } });
    expect(record).toMatchObject({ code: 4225064 });
    expect(calls).toEqual({ token: 2, total: 5 });
  });

  it("renews before expiry when its own clock says the token is due", async () => {
    const { client, calls } = countingClient({ now: () => clock });
    await client.call("listErrorCodes");
    clock += (TOKEN_TTL_SECONDS - 1) * 1000;
    await client.call("listErrorCodes");
    // No refused request in between: token, call, token, call.
    expect(calls).toEqual({ token: 2, total: 4 });
  });

  it("shares one refresh among concurrent callers", async () => {
    const { client, calls } = countingClient();
    await client.call("listErrorCodes");
    clock += (TOKEN_TTL_SECONDS + 1) * 1000;
    const records = await Promise.all(
      Array.from({ length: 10 }, () => client.call("getErrorCode", { params: { code: 4220008 } })),
    );
    expect(records.every((record) => record.code === 4220008)).toBe(true);
    expect(calls.token).toBe(2);
  });

  it("does not retry a token refused for wrong credentials", async () => {
    const { client, calls } = countingClient({ password: "Wrong!Pass2026xx" });
    const error = await rejection(client.call("listErrorCodes"));
    expect(error.code).toBe(ErrorCode.CredentialsOrTokenInvalid);
    expect(calls).toEqual({ token: 1, total: 1 });
  });
});
