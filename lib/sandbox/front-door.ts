import "server-only";
import { getRequestListener } from "@hono/node-server";
import { mountedSandbox } from "./instance";

/** scripts/server-front.mjs reads the listener under this name (SANDBOX_LISTENER_KEY there). */
const LISTENER_KEY = "__camsSandboxListener";

/**
 * A request to /sandbox: the built-in sandbox's answer where it is mounted, else 404, as a path
 * that does not exist would answer. Next's route and the front server's listener both use it.
 */
export const serveSandbox =
  (mounted: () => boolean) =>
  (request: Request): Response | Promise<Response> =>
    mounted() ? mountedSandbox().fetch(request) : new Response("Not Found", { status: 404 });

/**
 * Publishes `serve` as a Node request listener for `npm start`'s front server, which then answers
 * /sandbox without Next's routing and response compression. The global Request and Response stay
 * Node's: Next uses them too.
 */
export function publishSandboxListener(serve: (request: Request) => Response | Promise<Response>) {
  (globalThis as Record<string, unknown>)[LISTENER_KEY] = getRequestListener(serve, {
    overrideGlobalObjects: false,
  });
}
