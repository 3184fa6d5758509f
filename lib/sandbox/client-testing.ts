// Test helpers (vitest only; they reach into the sandbox, which the client itself never does),
// shared by the tests against the in-process sandbox, a scripted provider and `npm run sandbox`.
import { expect } from "vitest";
import type { OperationBody } from "@/lib/cams";
import type { CamsClient, CamsClientConfig } from "@/lib/cams/client";
import { CamsError, createCamsClient } from "@/lib/cams/client";
import { sandboxConfigFromEnv } from "./config";

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
