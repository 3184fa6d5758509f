import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { findErrorCode, httpStatusOf, type OperationBody } from "@/lib/cams";
import {
  type CamsClient,
  type CamsClientConfig,
  CamsError,
  createCamsClient,
} from "@/lib/cams/client";
import type { DbHandle } from "@/lib/db";
import { createTestDb, type TestBackend } from "@/lib/db/testing";
import { createSandboxApp, type SandboxApp } from "./app";
import { signBody } from "./auth/signature";
import { type SandboxConfig, sandboxConfigFromEnv } from "./config";

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the sandbox answered
export type SandboxResponse = { status: number; headers: Headers; body: any };

type CallOptions = {
  body?: unknown;
  /** Raw text sent as the body instead of JSON.stringify(body). */
  raw?: string;
  headers?: Record<string, string | undefined>;
  /** false: no Authorization header. */
  token?: string | false;
};

/** Every code the sandbox answers with must be in the catalog, with the status it implies. */
function expectCatalogued(response: SandboxResponse) {
  if (response.status < 400) return;
  const record = findErrorCode(response.body?.code);
  expect(record, `code ${response.body?.code} is in the catalog`).toBeDefined();
  expect(response.status).toBe(httpStatusOf(response.body.code));
  expect(response.body.detail).toBe(record?.detail);
  expect(response.body.status_code).toBe(record?.status_code);
}

/**
 * The sandbox on a fresh database with a clock the test controls, and a caller that sends what a
 * correct client sends (key, fresh unique id, bearer token, signature) unless told otherwise.
 */
export async function createSandboxHarness(
  backend: TestBackend,
  overrides: Partial<SandboxConfig> = {},
) {
  const handle: DbHandle = await createTestDb(backend);
  const config = { ...sandboxConfigFromEnv({}), ...overrides };
  let now = new Date("2026-11-22T10:00:00Z");
  const app: SandboxApp = createSandboxApp({ db: async () => handle.db, config, now: () => now });
  let cachedToken: string | undefined;

  async function call(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<SandboxResponse> {
    const text =
      options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const token = options.token === undefined ? await token_() : options.token;
    const headers: Record<string, string> = {
      "x-api-key": config.apiKey,
      "x-unique-id": randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method !== "GET" ? { "x-signature": signBody(text ?? "", config.signingSecret) } : {}),
      ...(text !== undefined ? { "content-type": "application/json" } : {}),
    };
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const response = await app.request(`/sandbox${path}`, { method, headers, body: text });
    const body = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    const result = { status: response.status, headers: response.headers, body };
    expectCatalogued(result);
    return result;
  }

  const credentials = () => ({
    username: config.username,
    password: config.password,
    client_id: config.clientId,
    client_key: config.clientKey,
  });

  async function token_(): Promise<string> {
    if (!cachedToken) {
      const response = await call("POST", "/token", { body: credentials(), token: false });
      if (response.status !== 200) throw new Error(`token: ${JSON.stringify(response.body)}`);
      cachedToken = response.body.access_token;
    }
    return cachedToken as string;
  }

  return {
    app,
    handle,
    config,
    call,
    credentials,
    token: token_,
    forgetToken: () => {
      cachedToken = undefined;
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
    now: () => now,
    close: () => handle.close(),
  };
}

export type SandboxHarness = Awaited<ReturnType<typeof createSandboxHarness>>;

// Clients of the sandbox, for the tests against the in-process sandbox, a scripted provider and
// `npm run sandbox`.
/** The sandbox's own credentials (the contract's development defaults), as the client's. */
export function sandboxClientConfig(
  baseUrl: string,
  overrides: Partial<CamsClientConfig> = {},
): CamsClientConfig {
  const sandbox = sandboxConfigFromEnv({});
  return {
    baseUrl,
    apiKey: sandbox.apiKey,
    username: sandbox.username,
    password: sandbox.password,
    clientId: sandbox.clientId,
    clientKey: sandbox.clientKey,
    signingSecret: sandbox.signingSecret,
    ...overrides,
  };
}

/** The typed client a console uses, its requests handed straight to the harness's app. */
export function harnessClient(sb: SandboxHarness): CamsClient {
  return createCamsClient({
    ...sandboxClientConfig("http://sandbox.test/sandbox", { maxRetries: 0 }),
    fetch: async (input, init) => sb.app.request(String(input), init),
  });
}

/** The smallest customer the interface accepts (typed, as the client wants it). */
export const newCustomer: OperationBody<"createCustomer"> = {
  first_name: "Jane",
  last_name: "Doe",
  kyc_level: "Anonymous",
  nationality: "DE",
};

/** A POST that creates a customer, then GETs that prove it is there. */
export async function expectRoundTrip(client: CamsClient) {
  const created = await client.call("createCustomer", { body: newCustomer });
  expect(created).toMatchObject({ first_name: "Jane", last_name: "Doe", status: "Active" });
  const read = await client.call("getCustomer", { params: { customer_id: created.customer_id } });
  expect(read.customer_id).toBe(created.customer_id);
  const found = await client.call("searchCustomers", { query: { last_name: "Doe", page_size: 5 } });
  expect(found.customers.map((customer) => customer.customer_id)).toContain(created.customer_id);
}

/** The CamsError a call was refused with. */
export async function rejection(promise: Promise<unknown>): Promise<CamsError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CamsError);
  return error as CamsError;
}

/**
 * The console's provider client over the in-process sandbox (no network), noting in `sent` the
 * id of each operation it calls, so a test can say what reached the provider and what did not.
 */
export function recordingSandboxClient(
  sb: { app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> } },
  sent: string[],
): CamsClient {
  const real = createCamsClient({
    ...sandboxClientConfig("http://sandbox.test/sandbox"),
    fetch: async (input, init) => sb.app.request(String(input), init),
  });
  return {
    call: ((id: Parameters<CamsClient["call"]>[0], input?: object) => {
      sent.push(id);
      return real.call(id, input);
    }) as CamsClient["call"],
  };
}
