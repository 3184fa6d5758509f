import { type CamsClient, createCamsClient } from "@/lib/cams/client";
import { SANDBOX_BASE_PATH } from "../base-path";
import type { SandboxConfig } from "../config";

type Fetchable = { fetch: (request: Request) => Response | Promise<Response> };

// Never resolved: requests are handed to the app object, not sent over a socket.
const IN_PROCESS_ORIGIN = "http://sandbox.in-process";

/**
 * The interface's typed client, wired straight to a sandbox app: the same API key, unique ids,
 * token and signatures as any client, so what it creates is computed by the sandbox's own
 * handlers (ledger, AML check, card rules, webhook outbox), without a listening server.
 *
 * With `token`, an access token the sandbox issued to the API user beforehand is used instead
 * of signing in: a scenario built for a caller works whatever password that user has now.
 */
export function inProcessClient(
  app: Fetchable,
  config: SandboxConfig,
  token?: { access_token: string; expires_in: number },
): CamsClient {
  const send = (request: Request) => Promise.resolve(app.fetch(request));
  return createCamsClient({
    baseUrl: `${IN_PROCESS_ORIGIN}${SANDBOX_BASE_PATH}`,
    apiKey: config.apiKey,
    username: config.username,
    password: config.password,
    clientId: config.clientId,
    clientKey: config.clientKey,
    signingSecret: config.signingSecret,
    // A money movement must not be sent twice; in process there is nothing transient to retry.
    maxRetries: 0,
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (token && request.method === "POST" && new URL(request.url).pathname.endsWith("/token"))
        return Promise.resolve(Response.json({ ...token, token_type: "Bearer" }));
      return send(request);
    },
  });
}
