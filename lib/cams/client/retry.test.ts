import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rejection, sandboxClientConfig } from "@/lib/sandbox/testing";
import { ErrorCode } from "../errors/catalog";
import type { CamsClientConfig } from "./config";
import { createCamsClient } from "./index";
import { backoffDelay, MAX_RETRY_AFTER_MS, parseRetryAfter, retryDelay } from "./retry";

// A tiny provider that answers /token itself and everything else from a script, one reply per
// request, so each test says exactly what the client meets.
type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  | "hang";
let script: Reply[] = [];
let seen: { method: string; url: string; uniqueId: string }[] = [];
let server: Server;
let baseUrl: string;

function answer(request: IncomingMessage, response: ServerResponse) {
  if (request.url?.endsWith("/token")) {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ access_token: "t1", token_type: "Bearer", expires_in: 3600 }));
    return;
  }
  seen.push({
    method: request.method ?? "",
    url: request.url ?? "",
    uniqueId: String(request.headers["x-unique-id"]),
  });
  const reply = script.shift() ?? { status: 500, body: "script exhausted" };
  if (reply === "hang") return;
  const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body ?? null);
  setTimeout(() => {
    response.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
    response.end(text);
  }, reply.delayMs ?? 0);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => answer(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  script = [];
  seen = [];
  vi.restoreAllMocks();
});

function scriptedClient(overrides: Partial<CamsClientConfig> = {}) {
  const sleeps: number[] = [];
  const client = createCamsClient({
    ...sandboxClientConfig(baseUrl),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
  return { client, sleeps };
}

const unavailable: Reply = {
  status: 503,
  body: { code: ErrorCode.ServiceUnderMaintenance, detail: "Service undergoing maintenance" },
};
const record = {
  code: 4225064,
  detail: "Insufficient funds in the account balance",
  status_code: "UnprocessableEntity",
};
const transaction = { transaction_id: "tx1", amount: 10 };
const credit = {
  params: { account_id: "acc1" },
  body: { amount: 10, transaction_code: "AccountLoad" },
} as const;

describe("retries against a scripted provider", () => {
  it("retries a GET after 503, with a fresh X-Unique-Id and a backoff", async () => {
    script = [unavailable, { status: 200, body: record }];
    const { client, sleeps } = scriptedClient();
    expect(await client.call("getErrorCode", { params: { code: 4225064 } })).toEqual(record);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.uniqueId).not.toBe(seen[1]?.uniqueId);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(100);
    expect(sleeps[0]).toBeLessThanOrEqual(200);
  });

  it("never retries a credit after 503: the first attempt may have been booked", async () => {
    script = [unavailable, { status: 201, body: transaction }];
    const { client, sleeps } = scriptedClient();
    const error = await rejection(client.call("creditAccount", credit));
    expect(error).toMatchObject({ code: ErrorCode.ServiceUnderMaintenance, httpStatus: 503 });
    expect(seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("retries a credit refused with 429, after Retry-After", async () => {
    script = [
      { status: 429, body: { code: ErrorCode.QuotaExceeded }, headers: { "retry-after": "1" } },
      { status: 201, body: transaction },
    ];
    const { client, sleeps } = scriptedClient();
    expect(await client.call("creditAccount", credit)).toEqual(transaction);
    expect(sleeps).toEqual([1000]);
    expect(seen.map((request) => request.method)).toEqual(["POST", "POST"]);
    expect(seen[0]?.uniqueId).not.toBe(seen[1]?.uniqueId);
  });

  it("gives up after maxRetries, with growing delays, and says a non-JSON answer is 5000001", async () => {
    script = Array.from({ length: 4 }, () => ({
      status: 504,
      body: "<html>Gateway Timeout</html>",
    }));
    const { client, sleeps } = scriptedClient();
    const error = await rejection(client.call("listErrorCodes"));
    expect(error).toMatchObject({ code: ErrorCode.ServerError, httpStatus: 504 });
    expect(error.detail).toMatch(/HTTP 504 without an error body/);
    expect(seen).toHaveLength(4);
    expect(sleeps).toHaveLength(3);
    expect(sleeps[2]).toBeGreaterThan(sleeps[0] as number);
  });

  it("times out as 5049901 and retries a GET", async () => {
    script = ["hang", { status: 200, body: [record] }];
    const { client, sleeps } = scriptedClient({ timeoutMs: 200 });
    expect(await client.call("listErrorCodes")).toEqual([record]);
    expect(sleeps).toHaveLength(1);

    script = ["hang"];
    const error = await rejection(client.call("creditAccount", credit));
    expect(error).toMatchObject({ code: ErrorCode.GatewayResponseTimeout, httpStatus: 504 });
    expect(error.detail).toMatch(/did not answer in time/);
    expect(sleeps).toHaveLength(1);
  });

  it("waits longer for an operation that says so: a sandbox scenario rebuilds every table", async () => {
    const loaded = { name: "demo", rows: 337 };
    script = [{ status: 200, body: loaded, delayMs: 500 }];
    const { client } = scriptedClient({ timeoutMs: 200 });
    expect(
      await client.call("loadSandboxScenario", { params: { name: "demo" }, body: {} }),
    ).toEqual(loaded);
    // The same wait is too long for an operation on one record.
    script = [{ status: 200, body: [record], delayMs: 500 }, "hang", "hang", "hang"];
    const error = await rejection(client.call("listErrorCodes"));
    expect(error).toMatchObject({ code: ErrorCode.GatewayResponseTimeout });
  });

  it("reports an unreachable provider as 5000001 after retrying a GET", async () => {
    const { client, sleeps } = scriptedClient({ baseUrl: "http://127.0.0.1:1/sandbox" });
    const error = await rejection(client.call("listErrorCodes"));
    expect(error).toMatchObject({ code: ErrorCode.ServerError, httpStatus: 500 });
    expect(error.detail).toMatch(/could not be reached/);
    expect(sleeps).toHaveLength(3);
  });

  it("returns a response its schema rejects as received, and warns once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const odd = { code: "not-a-number", detail: 7 };
    script = [
      { status: 200, body: odd },
      { status: 200, body: odd },
    ];
    const { client } = scriptedClient();
    expect(await client.call("getErrorCode", { params: { code: 4225064 } })).toEqual(odd);
    expect(await client.call("getErrorCode", { params: { code: 4225064 } })).toEqual(odd);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("the retry policy", () => {
  const get = { method: "GET", operationId: "getCustomer" } as const;
  const post = { method: "POST", operationId: "debitAccount" } as const;
  const token = { method: "POST", operationId: "createToken" } as const;

  it("retries 503, 504 and no answer only where repeating is safe", () => {
    for (const outcome of [{ status: 503 }, { status: 504 }, { failed: true } as const]) {
      expect(retryDelay(get, outcome, 0, 0)).toBeGreaterThan(0);
      expect(retryDelay(token, outcome, 0, 0)).toBeGreaterThan(0);
      expect(retryDelay(post, outcome, 0, 0)).toBeUndefined();
    }
    expect(retryDelay(get, { status: 500 }, 0, 0)).toBeUndefined();
    expect(retryDelay(get, { status: 422 }, 0, 0)).toBeUndefined();
  });

  it("honours Retry-After as seconds or a date, up to a ceiling", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseRetryAfter("2", now)).toBe(2000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:00:05 GMT", now)).toBe(5000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    const tooLong = String(MAX_RETRY_AFTER_MS / 1000 + 1);
    expect(retryDelay(post, { status: 429, retryAfter: tooLong }, 0, now)).toBeUndefined();
    expect(retryDelay(post, { status: 429 }, 0, now)).toBeGreaterThan(0);
  });

  it("backs off exponentially with jitter, capped", () => {
    expect(backoffDelay(0, () => 0)).toBe(100);
    expect(backoffDelay(0, () => 1)).toBe(200);
    expect(backoffDelay(3, () => 0)).toBe(800);
    expect(backoffDelay(20, () => 1)).toBe(5000);
  });
});
