import { createHmac, randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import {
  anonymousCustomer as anonymousBody,
  cardItem,
  kycCustomer as kycBody,
} from "../lib/cams/__fixtures__/bodies";
import { uniqueDocument } from "./wizard";

// What the e2e server's sandbox runs with: the key and password playwright.config.ts chose
// for this run, and the contract's development defaults for the rest.
export const sandbox = {
  apiKey: process.env.SANDBOX_API_KEY!,
  signingSecret: "sandbox-signing-secret",
  credentials: {
    username: "programme.admin",
    password: process.env.SANDBOX_PASSWORD!,
    client_id: "0123456789abcdef0123456789abcdef",
    client_key: "sandbox_client",
  },
};

const sign = (body: string) =>
  createHmac("sha256", sandbox.signingSecret).update(body).digest("hex");

/** Signed requests to the sandbox mounted at /sandbox, as the provider's own clients make them. */
export async function sandboxApi(request: APIRequestContext) {
  const send = async (method: string, path: string, body?: unknown, token?: string) => {
    const text = body === undefined ? "" : JSON.stringify(body);
    const response = await request.fetch(`/sandbox${path}`, {
      method,
      headers: {
        "x-api-key": sandbox.apiKey,
        "x-unique-id": randomUUID(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === "GET"
          ? {}
          : { "content-type": "application/json", "x-signature": sign(text) }),
      },
      data: method === "GET" ? undefined : text,
    });
    return {
      status: response.status(),
      body: response.status() === 204 ? undefined : await response.json(),
    };
  };
  const token = (await send("POST", "/token", sandbox.credentials)).body.access_token as string;
  return {
    token,
    send,
    call: (method: string, path: string, body?: unknown) => send(method, path, body, token),
  };
}

/** A card item as the onboarding tests send it: physical, so it starts at 01 Ordered. */
export const physicalCardItem = cardItem;

/** An Anonymous customer created through the sandbox, with whatever accounts and cards are given. */
export function anonymousCustomer(overrides: Record<string, unknown> = {}) {
  return { ...anonymousBody, ...overrides };
}

/** A new Anonymous customer's id, created through the sandbox under the given name. */
export async function newCustomerId(
  request: APIRequestContext,
  first_name: string,
  last_name: string,
): Promise<string> {
  const created = await (await sandboxApi(request)).call(
    "POST",
    "/customers",
    anonymousCustomer({ first_name, last_name }),
  );
  if (created.status !== 201) throw new Error(`customer not created: ${created.status}`);
  return (created.body as { customer_id: string }).customer_id;
}

/**
 * A KYC customer's body: what KYC requires (birth country, a document, a home address, a risk
 * profile), as in the contract tests' fixture, with a document of its own (a document is one
 * customer's only) and without the fixture's mobile number, account and card unless given.
 */
export function kycCustomer(overrides: Record<string, unknown> = {}) {
  const { mobile_number, accounts, cards, ...required } = kycBody;
  return {
    ...required,
    identifications: [{ type: "Passport", value: uniqueDocument() }],
    ...overrides,
  };
}
