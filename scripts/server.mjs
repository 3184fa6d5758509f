// `npm start` and `npm run dev`: Next.js behind scripts/server-front.mjs, which hands the console
// each client's socket address, honours HOSTNAME, and answers TRACE with 405. Production refuses
// to start without it (lib/console/deployment.ts). Next documents this as a "custom server".
import next from "next";
import { staticSecurityHeaders } from "../lib/console/static-security-headers.mjs";
import { createFrontServer, SANDBOX_LISTENER_KEY, serverOptions } from "./server-front.mjs";

let options;
try {
  options = serverOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`[server] ${error.message}`);
  process.exit(1);
}
const { dev, port, hostname } = options;
// As the `next` command does: development for --dev, production otherwise.
process.env.NODE_ENV ||= dev ? "development" : "production";
// The built-in sandbox and its webhooks are reached on the port actually served.
process.env.PORT = String(port);
// What lib/console/deployment.ts looks for: the client's address comes from this server.
process.env.CONSOLE_SERVER = "1";

let handle;
// In production the sandbox's paths skip Next (published by instrumentation.ts once Next is up).
// In development they stay with Next, which reloads the sandbox's code as it changes.
const server = createFrontServer((req, res) => handle(req, res), {
  sandbox: dev ? undefined : () => globalThis[SANDBOX_LISTENER_KEY],
  headers: staticSecurityHeaders({ production: !dev }),
});
// httpServer: Next attaches its development WebSocket (hot reload) to this server.
const app = next({ dev, hostname, port, httpServer: server });
await app.prepare();
handle = app.getRequestHandler();

server.on("error", (error) => {
  console.error(
    `[server] cannot listen on ${hostname ?? "every interface"}:${port}: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, hostname, () => {
  const host = hostname?.includes(":") ? `[${hostname}]` : (hostname ?? "localhost");
  console.log(`[server] ready on http://${host}:${port} (${process.env.NODE_ENV})`);
});

// Stop taking requests, let those under way finish, then stop Next (`next start` does the same).
// Whatever still holds on after 10 s (development's hot-reload sockets, its compiler) does not
// keep the process alive.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close(() => app.close().finally(() => process.exit(0)));
    if (dev) server.closeAllConnections();
  });
}
