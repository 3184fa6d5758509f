import type { Operation } from "../operations";
import { headerNames } from "../schemas/auth";
import { type CamsClientConfig, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from "./config";
import { errorFromFailure } from "./errors";
import { type AttemptOutcome, retryDelay } from "./retry";
import { createBodySigner } from "./signature";

const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/** What the provider answered, read in full. */
export type Answer = { status: number; headers: Headers; text: string };

type Exchange = {
  operation: Operation;
  url: string;
  /** The exact JSON text sent (and signed); undefined when the request has no body. */
  body: string | undefined;
  /** Bearer token; undefined for POST /token. */
  token: string | undefined;
  /** The caller's X-Unique-Id; a fresh one per attempt when undefined. */
  uniqueId?: string;
};

/**
 * Sends one exchange, retrying as retry.ts allows. Resolves with the provider's last answer,
 * whatever its status; rejects with a CamsError only when no answer came at all.
 */
export function createTransport(config: CamsClientConfig) {
  const fetchImpl = config.fetch ?? globalThis.fetch;
  const sleep = config.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = config.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = config.maxRetries ?? DEFAULT_MAX_RETRIES;
  const sign = createBodySigner(config.signingSecret);

  async function attempt({ operation, url, body, token, uniqueId }: Exchange): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: "application/json",
      [headerNames.apiKey]: config.apiKey,
      [headerNames.uniqueId]: uniqueId ?? crypto.randomUUID(),
    };
    if (token) headers[headerNames.authorization] = `Bearer ${token}`;
    if (WITH_BODY.has(operation.method)) {
      headers["content-type"] = "application/json";
      headers[headerNames.signature] = await sign(body ?? "");
    }
    // One signal for the whole exchange, so a body that trickles in also times out.
    const signal = AbortSignal.timeout(Math.max(timeoutMs, operation.timeoutMs ?? 0));
    const response = await fetchImpl(url, { method: operation.method, headers, body, signal });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  return async function send(exchange: Exchange): Promise<Answer> {
    const request = { method: exchange.operation.method, operationId: exchange.operation.id };
    for (let retry = 0; ; retry++) {
      let answer: Answer | undefined;
      let failure: unknown;
      let outcome: AttemptOutcome;
      try {
        answer = await attempt(exchange);
        outcome = { status: answer.status, retryAfter: answer.headers.get("retry-after") };
      } catch (error) {
        failure = error;
        outcome = { failed: true };
      }
      const delay = retry < maxRetries ? retryDelay(request, outcome, retry, now()) : undefined;
      if (delay === undefined) {
        if (answer) return answer;
        throw errorFromFailure(failure, exchange.url);
      }
      await sleep(delay);
    }
  };
}
