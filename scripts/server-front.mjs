// The HTTP server in front of Next.js that scripts/server.mjs starts (docs/architecture.md, "The
// server"): what Next's own server (`next start`) does not do. Plain JavaScript, as Node runs it
// before anything is compiled.
import http from "node:http";
import { parseArgs } from "node:util";

/**
 * The connection's own address, handed to the console: lib/console/request-ip.ts reads it under
 * the same name. Next.js does not give route handlers or server actions the socket, and the
 * X-Forwarded-For it fills in is the client's own claim whenever the client sent one.
 */
export const CLIENT_ADDRESS_HEADER = "x-console-client-ip";

/**
 * The method Next's request adapter cannot represent (the Fetch standard forbids it), which Next
 * answers with a 500. Of the others the standard forbids, CONNECT never reaches the request
 * handler (Node raises "connect" for it, answered below) and TRACK is refused by Node's parser
 * with a 400.
 */
const REFUSED_METHOD = "TRACE";

/** What the console serves at all; each path answers 404 or 405 for the ones it lacks. */
export const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

const REFUSAL = "This server does not answer that method.\n";

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Where instrumentation.ts publishes the built-in sandbox as a Node request listener
 * (lib/sandbox/front-door.ts), once Next has started. The same name is written there.
 */
export const SANDBOX_LISTENER_KEY = "__camsSandboxListener";

/**
 * A request target the sandbox answers alone: `/sandbox` and its paths, with a query or not.
 * Anything unusual (a trailing slash, an empty, `.` or `..` segment, a fragment) goes through
 * Next instead, whose route hands it to the same sandbox after Next's own normalising.
 */
export function isSandboxPath(url) {
  const path = url.split("?", 1)[0];
  if (path !== "/sandbox" && !path.startsWith("/sandbox/")) return false;
  return path
    .slice("/sandbox".length)
    .split("/")
    .slice(1)
    .every(
      (segment) => /^[\w~%!$&'()*+,;=:@.-]+$/.test(segment) && !/^(?:\.|%2e){1,2}$/i.test(segment),
    );
}

/**
 * A Node HTTP server that hands each request to `handle` (Next's request handler) with the
 * socket's address in CLIENT_ADDRESS_HEADER, after deleting any copy the client sent, and answers
 * the methods Next cannot take with 405 and an Allow header.
 *
 * `sandbox()`, when it gives a listener, answers the sandbox's paths (isSandboxPath) without Next:
 * an API call then costs the sandbox's own work, not Next's routing and compression as well
 * (docs/performance.md, Part 5). Those answers carry `headers` ({ key, value } pairs), the ones
 * next.config.mjs sets on every answer Next gives.
 */
export function createFrontServer(handle, { sandbox, headers = [] } = {}) {
  const server = http.createServer((req, res) => {
    if (req.method === REFUSED_METHOD) {
      res.writeHead(405, {
        allow: ALLOWED_METHODS,
        "content-type": "text/plain; charset=utf-8",
        "content-length": Buffer.byteLength(REFUSAL),
      });
      res.end(REFUSAL);
      return;
    }
    delete req.headers[CLIENT_ADDRESS_HEADER];
    // Unset only once the client has gone: the console then has no address, never a claimed one.
    if (req.socket.remoteAddress) req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress;
    const direct = sandbox?.();
    const skipsNext = Boolean(direct) && isSandboxPath(req.url ?? "");
    if (skipsNext) for (const { key, value } of headers) res.setHeader(key, value);
    const answer = skipsNext ? direct : handle;
    Promise.resolve(answer(req, res)).catch((error) => {
      console.error(`[server] ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) return res.end();
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error\n");
    });
  });
  // An idle keep-alive connection is closed by whichever side gives up first; a request the
  // client sends on it just then is lost (ECONNRESET). Node's 5 s let that happen between two
  // calls a few seconds apart (seen in the e2e run); 65 s also outlasts the 60 s idle timeout of
  // the usual load balancer in front, so the proxy, not this server, closes first.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node reads the headers of a kept-alive connection's next request within this time.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on("connect", (_req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  return server;
}

/**
 * Where to listen, and whether in development: `-p`/`--port` or PORT (default 3000, as `next
 * start`), `-H`/`--hostname` or HOSTNAME (default every interface, as `next start`), `--dev`.
 */
export function serverOptions(args, env) {
  const { values } = parseArgs({
    args,
    options: {
      dev: { type: "boolean", default: false },
      port: { type: "string", short: "p" },
      hostname: { type: "string", short: "H" },
    },
  });
  const portText = values.port ?? (env.PORT || "3000");
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    throw new Error(`The port "${portText}" is not a port number (0 to 65535).`);
  return { dev: values.dev, port, hostname: values.hostname || env.HOSTNAME || undefined };
}
