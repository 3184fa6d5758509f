import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { clientIp } from "@/lib/console/request-ip";
import {
  ALLOWED_METHODS,
  createFrontServer,
  isSandboxPath,
  KEEP_ALIVE_MS,
  serverOptions,
} from "./server-front.mjs";

/** The front server with a stand-in for Next: it answers the client address the console would read. */
function start(hostname?: string) {
  const seen: string[] = [];
  const server = createFrontServer((req, res) => {
    seen.push(req.method ?? "");
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    res.end(String(clientIp(headers, { CONSOLE_SERVER: "1" })));
  });
  servers.push(server);
  return new Promise<{ server: Server; port: number; seen: string[] }>((resolve) =>
    server.listen(0, hostname, () =>
      resolve({ server, port: (server.address() as AddressInfo).port, seen }),
    ),
  );
}
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function send(port: number, method: string, path: string, headers: IncomingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

/** Whether a TCP connection to host:port is taken. */
function reachable(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("the server in front of Next.js", () => {
  it("answers TRACE with 405 and Allow on every path, without asking Next", async () => {
    const { port, seen } = await start("127.0.0.1");
    for (const path of ["/", "/login", "/sandbox/v1/customers"]) {
      const answer = await send(port, "TRACE", path);
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow).toBe(ALLOWED_METHODS);
    }
    expect(seen).toEqual([]);
    expect((await send(port, "GET", "/login")).status).toBe(200);
  });

  it("answers CONNECT with 405 and Allow", async () => {
    const { port } = await start("127.0.0.1");
    const answer = await new Promise<string>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port }, () =>
        socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`),
      );
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk;
      });
      socket.on("end", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toContain(`Allow: ${ALLOWED_METHODS}`);
  });

  it("keeps an idle connection open longer than a load balancer's 60 s", async () => {
    const { server } = await start();
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
  });

  it("gives the console the socket's address, whatever address the client names", async () => {
    const { port } = await start("127.0.0.1");
    const claims = {
      "x-console-client-ip": "203.0.113.66",
      "x-forwarded-for": "198.51.100.77",
    };
    expect((await send(port, "GET", "/", claims)).body).toBe("127.0.0.1");
  });
});

describe("the sandbox's paths, answered without Next", () => {
  it("takes /sandbox and its plain paths, with a query or not", () => {
    for (const url of [
      "/sandbox",
      "/sandbox?x=1",
      "/sandbox/token",
      "/sandbox/accounts/3f2c1a9e-1234-4abc-9def-0123456789ab/debit",
      "/sandbox/customers?last_name=M%C3%BCller&page_size=50",
      "/sandbox/openapi.json",
    ])
      expect(isSandboxPath(url), url).toBe(true);
  });

  it("leaves to Next what it normalises or what is not the sandbox's", () => {
    for (const url of [
      "/",
      "/sandboxes",
      "/sandbox-api",
      "/login?next=/sandbox",
      "/sandbox/",
      "/sandbox/customers/",
      "/sandbox//customers",
      "/sandbox/../login",
      "/sandbox/./token",
      "/sandbox/%2e%2e/login",
      "/sandbox/%2E/token",
      "/sandbox/a\\b",
    ])
      expect(isSandboxPath(url), url).toBe(false);
  });

  it("hands those paths to the sandbox's listener once there is one, and the rest to Next", async () => {
    let listener: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
    const seen: string[] = [];
    const server = createFrontServer(
      (req, res) => {
        seen.push(`next ${req.url}`);
        res.end();
      },
      { sandbox: () => listener, headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
    );
    servers.push(server);
    const port = await new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
    );
    await send(port, "GET", "/sandbox/token");
    listener = (req, res) => {
      seen.push(`sandbox ${req.url}`);
      res.end();
    };
    const direct = await send(port, "GET", "/sandbox/token");
    // What next.config.mjs sets on Next's answers, set on the sandbox's too.
    expect(direct.headers["x-content-type-options"]).toBe("nosniff");
    for (const path of ["/sandbox/", "/customers"]) await send(port, "GET", path);
    expect(seen).toEqual([
      "next /sandbox/token",
      "sandbox /sandbox/token",
      "next /sandbox/",
      "next /customers",
    ]);
  });
});

describe("where npm start listens", () => {
  it("reads PORT and HOSTNAME, and -p and -H over them", () => {
    expect(serverOptions([], {})).toEqual({ dev: false, port: 3000, hostname: undefined });
    expect(serverOptions([], { PORT: "3300", HOSTNAME: "127.0.0.1" })).toEqual({
      dev: false,
      port: 3300,
      hostname: "127.0.0.1",
    });
    expect(
      serverOptions(["--dev", "-p", "4000", "-H", "::1"], { PORT: "3300", HOSTNAME: "127.0.0.1" }),
    ).toEqual({ dev: true, port: 4000, hostname: "::1" });
    // An empty value (a copied .env.example) is no value.
    expect(serverOptions([], { PORT: "", HOSTNAME: "" })).toEqual({
      dev: false,
      port: 3000,
      hostname: undefined,
    });
    expect(() => serverOptions(["-p", "web"], {})).toThrow('The port "web" is not a port number');
  });

  const outside = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === "IPv4")
    .map((address) => address!.address);

  it.runIf(outside.length > 0)(
    "with HOSTNAME=127.0.0.1, on loopback only; unset, on every interface",
    async () => {
      const local = await start(serverOptions([], { HOSTNAME: "127.0.0.1" }).hostname);
      expect(await reachable("127.0.0.1", local.port)).toBe(true);
      for (const address of [...outside, "::1"])
        expect(await reachable(address, local.port), address).toBe(false);
      const every = await start(serverOptions([], {}).hostname);
      for (const address of [...outside, "127.0.0.1"])
        expect(await reachable(address, every.port), address).toBe(true);
    },
  );
});
