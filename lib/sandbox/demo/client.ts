import { type CamsClient, createCamsClient } from "@/lib/cams/client";
import { SANDBOX_BASE_PATH, type SandboxApp } from "../app";
import type { SandboxConfig } from "../config";

// Never resolved: requests are handed to the app object, not sent over a socket.
const IN_PROCESS_ORIGIN = "http://sandbox.in-process";

/**
 * The interface's typed client, wired straight to a sandbox app: the same API key, unique ids,
 * token and signatures as any client, so what it creates is computed by the sandbox's own
 * handlers (ledger, AML check, card rules, webhook outbox), without a listening server.
 */
export function inProcessClient(app: SandboxApp, config: SandboxConfig): CamsClient {
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
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
  });
}
