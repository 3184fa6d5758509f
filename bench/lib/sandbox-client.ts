import { createHmac, randomUUID } from "node:crypto";

export type SandboxCredentials = {
  apiKey: string;
  signingSecret: string;
  username: string;
  password: string;
  clientId: string;
  clientKey: string;
};

export const REQUEST_TIMEOUT_MS = 60_000;

// biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever the sandbox answered
export type Answer = { status: number; body: any; ms: number };

/** What an answer was, for counting: "201", or "422/4225064" when the body carries a code. */
export function kindOf(answer: Answer): string {
  const code = answer.body?.code;
  return answer.status >= 400 && code !== undefined
    ? `${answer.status}/${code}`
    : String(answer.status);
}

/**
 * Signed requests to the sandbox, as a correct client sends them: API key, a fresh X-Unique-Id,
 * the bearer token and, with a body, the HMAC signature. Every answer's body is read and parsed,
 * so a figure counts only answers that arrived whole.
 */
export function sandboxClient(baseUrl: string, credentials: SandboxCredentials) {
  let token: string | undefined;
  const sign = (text: string) =>
    createHmac("sha256", credentials.signingSecret).update(text).digest("hex");

  async function send(method: string, path: string, body?: unknown, bearer = token) {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        "x-api-key": credentials.apiKey,
        "x-unique-id": randomUUID(),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(method === "GET" ? {} : { "x-signature": sign(text ?? "") }),
        ...(text === undefined ? {} : { "content-type": "application/json" }),
      },
      body: text,
      // A request that hangs is counted as failed, not waited for forever.
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const raw = await response.text();
    const ms = performance.now() - started;
    let parsed: unknown;
    try {
      parsed = raw ? JSON.parse(raw) : undefined;
    } catch {
      parsed = { unparsable: raw.slice(0, 200) };
    }
    return { status: response.status, body: parsed, ms } as Answer;
  }

  return {
    async signIn() {
      const answer = await send(
        "POST",
        "/token",
        {
          username: credentials.username,
          password: credentials.password,
          client_id: credentials.clientId,
          client_key: credentials.clientKey,
        },
        undefined,
      );
      if (answer.status !== 200) throw new Error(`token refused: ${JSON.stringify(answer.body)}`);
      token = answer.body.access_token;
    },
    call: (method: string, path: string, body?: unknown) => send(method, path, body),
    /** A call that must succeed with one of `statuses`, else the bench stops this measure. */
    async expect(method: string, path: string, body: unknown, statuses: number[]) {
      const answer = await send(method, path, body);
      if (!statuses.includes(answer.status)) {
        throw new Error(
          `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
        );
      }
      return answer.body;
    },
  };
}

export type SandboxClient = ReturnType<typeof sandboxClient>;
