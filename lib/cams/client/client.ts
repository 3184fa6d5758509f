import { ErrorCode } from "../errors/catalog";
import {
  fillPath,
  type Operation,
  type OperationBody,
  type OperationId,
  type OperationPathParams,
  type OperationQuery,
  type OperationResponse,
  operations,
} from "../operations";
import type { CamsClientConfig } from "./config";
import { isCamsError, UnsafePathParameter } from "./errors";
import { readAnswer } from "./response";
import { createTokenCache, type IssuedToken, type TokenStatus } from "./token";
import { createTransport } from "./transport";

type CallInput<Id extends OperationId> = {
  params?: OperationPathParams<Id>;
  query?: OperationQuery<Id>;
  body?: OperationBody<Id>;
  /**
   * The X-Unique-Id to send, for a request the caller must be able to recognise again (a money
   * movement's idempotency key); otherwise a fresh one per attempt.
   */
  uniqueId?: string;
};

export interface CamsClient {
  call<Id extends OperationId>(id: Id, input?: CallInput<Id>): Promise<OperationResponse<Id>>;
  /** This process's bearer token, never its value: when it was issued and when it expires. */
  tokenStatus?(): TokenStatus | null;
}

type AnyInput = { params?: object; query?: object; body?: unknown; uniqueId?: string };

/** Codes that mean "this bearer token is no good": expired, or unknown to the provider. */
const tokenRefusals = new Set<number>([
  ErrorCode.BearerTokenExpired,
  ErrorCode.CredentialsOrTokenInvalid,
]);

function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** `value` and what it decodes to, up to a few times over (`%252e` → `%2e` → `.`). */
function decodings(value: string): string[] {
  const seen = [value];
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(seen.at(-1)!);
    } catch {
      break;
    }
    if (next === seen.at(-1)) break;
    seen.push(next);
  }
  return seen;
}

const leavesItsSegment = (value: string) =>
  value === "" || value === "." || value === ".." || /[/\\]/.test(value);

/** Throws for the first parameter that would not fill exactly one segment of its path. */
function refuseUnsafeParams(params: Record<string, string | number>) {
  for (const [name, value] of Object.entries(params)) {
    if (decodings(String(value)).some(leavesItsSegment)) throw new UnsafePathParameter(name);
  }
}

/**
 * The typed client of the interface: one `call` per operation of the table, with the headers,
 * token, signature, timeouts and retries the contract asks for. Bodies are sent as given: the
 * server action has already parsed them with the same schemas, and the provider's own
 * validation errors come back as CamsError.fieldErrors.
 */
export function createCamsClient(config: CamsClientConfig): CamsClient {
  const send = createTransport(config);
  const baseUrl = config.baseUrl.replace(/\/+$/, "");

  async function request(operation: Operation, input: AnyInput, token: string | undefined) {
    const path = fillPath(operation.path, (input.params ?? {}) as Record<string, string | number>);
    const url = `${baseUrl}${path}${queryString(input.query)}`;
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    return readAnswer(
      operation,
      await send({ operation, url, body, token, uniqueId: input.uniqueId }),
    );
  }

  const tokens = createTokenCache(async () => {
    const credentials = {
      username: config.username,
      password: typeof config.password === "function" ? await config.password() : config.password,
      client_id: config.clientId,
      client_key: config.clientKey,
    };
    return (await request(operations.createToken, { body: credentials }, undefined)) as IssuedToken;
  }, config.now ?? Date.now);

  async function call(id: OperationId, input: AnyInput = {}): Promise<unknown> {
    const operation: Operation = operations[id];
    // Before the token too: a refused parameter costs the provider nothing.
    refuseUnsafeParams((input.params ?? {}) as Record<string, string | number>);
    if (operation.id === operations.createToken.id) return request(operation, input, undefined);
    const token = await tokens.get();
    try {
      return await request(operation, input, token);
    } catch (error) {
      // A refused token means the request was not processed: renew once and send it once more,
      // under a fresh X-Unique-Id, since the provider remembers every id it was sent.
      if (!(isCamsError(error) && tokenRefusals.has(error.code))) throw error;
      return request(operation, { ...input, uniqueId: undefined }, await tokens.renew(token));
    }
  }

  return { call, tokenStatus: tokens.status } as CamsClient;
}
