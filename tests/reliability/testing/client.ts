// A client that sends what a correct caller of the sandbox sends: API key, a fresh
// X-Unique-Id, the bearer token and, with a body, its signature.
import { randomUUID } from "node:crypto";
import { findErrorCode, httpStatusOf } from "@/lib/cams";
import { anonymousCustomer } from "@/lib/cams/__fixtures__/bodies";
import { signBody } from "@/lib/sandbox/auth/signature";
import { sandboxConfigFromEnv } from "@/lib/sandbox/config";

export const sandboxConfig = sandboxConfigFromEnv({});

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the sandbox answered
  body: any;
};

export type CallOptions = {
  body?: unknown;
  /** Raw text sent as the body instead of JSON.stringify(body). */
  raw?: string;
  /** Replaces (or, with undefined, removes) the headers a correct caller sends. */
  headers?: Record<string, string | undefined>;
  /** Gives up after this long; the answer is then status 0. */
  timeoutMs?: number;
};

export function sandboxClient(baseUrl: string) {
  let token: string | undefined;

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const text =
      options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = {
      "x-api-key": sandboxConfig.apiKey,
      "x-unique-id": randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method !== "GET"
        ? { "x-signature": signBody(text ?? "", sandboxConfig.signingSecret) }
        : {}),
      ...(text !== undefined ? { "content-type": "application/json" } : {}),
    };
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: text,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const answerText = await response.text();
    let body: unknown;
    try {
      body = answerText ? JSON.parse(answerText) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, text: answerText, body };
  }

  return {
    call,
    /** Fetches a token once; every later call carries it. */
    async signIn(): Promise<string> {
      const answer = await call("POST", "/token", {
        body: {
          username: sandboxConfig.username,
          password: sandboxConfig.password,
          client_id: sandboxConfig.clientId,
          client_key: sandboxConfig.clientKey,
        },
      });
      if (answer.status !== 200) throw new Error(`token: ${answer.status} ${answer.text}`);
      token = answer.body.access_token;
      return token as string;
    },
    /** A new Anonymous customer with one EUR account, credited with `funds` (major units). */
    async newAccount(funds = 0): Promise<Holding> {
      const customer = await call("POST", "/customers", { body: anonymousCustomer });
      if (customer.status !== 201) throw new Error(`customer: ${customer.text}`);
      const opened = await call("POST", `/customers/${customer.body.customer_id}/accounts`, {
        body: [{ currency: "EUR" }],
      });
      if (opened.status !== 201) throw new Error(`account: ${opened.text}`);
      const accountId: string = opened.body.accounts[0].account_id;
      if (funds > 0) {
        const credit = await call("POST", `/accounts/${accountId}/credit`, {
          body: { amount: funds, currency: "EUR", transaction_code: "AccountLoad" },
        });
        if (credit.status !== 201) throw new Error(`credit: ${credit.text}`);
      }
      return { customerId: customer.body.customer_id, accountId };
    },
    /** The balance the interface answers for the account, or null when it did not answer. */
    async balanceOf({ customerId, accountId }: Holding): Promise<number | null> {
      const customer = await call("GET", `/customers/${customerId}`);
      if (customer.status !== 200) return null;
      const account = customer.body.accounts.find(
        (a: { account_id: string }) => a.account_id === accountId,
      );
      return account?.balance ?? null;
    },
  };
}

export type Holding = { customerId: string; accountId: string };

export type SandboxClient = ReturnType<typeof sandboxClient>;

/**
 * What is wrong with an error answer, or null when it is the spec's envelope: exactly code,
 * detail and status_code (plus errors on a validation failure), the code from the catalog with
 * its own detail, and the HTTP status the code implies.
 */
export function envelopeProblem(answer: Pick<Answer, "status" | "body" | "text">): string | null {
  const body = answer.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return `not a JSON object: ${answer.text.slice(0, 200)}`;
  }
  const { code, detail, status_code, errors, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `fields outside the envelope: ${Object.keys(rest)}`;
  const record = findErrorCode(code as number);
  if (!record) return `code ${String(code)} is not in the catalog`;
  if (detail !== record.detail || status_code !== record.status_code) {
    return `detail or status_code differ from the catalog's for ${String(code)}`;
  }
  if (answer.status !== httpStatusOf(record.code)) {
    return `HTTP ${answer.status} for code ${String(code)}`;
  }
  if (errors !== undefined && (errors === null || typeof errors !== "object")) {
    return "errors is not an object";
  }
  return null;
}
