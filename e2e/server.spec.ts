import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { expect, test } from "./fixtures";
import { signIn } from "./support";

// What `npm start`'s server (scripts/server.mjs) adds to Next.js, on the built console that
// scripts/e2e-server.mjs starts as a deployment would, with HOSTNAME=127.0.0.1: this worker's.

/** A request with any method to `server`, as fetch() and Playwright refuse to send TRACE. */
function send(server: string, method: string, path: string) {
  const { hostname, port } = new URL(server);
  return new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("TRACE is answered 405 with Allow, on pages and the sandbox alike", async ({ serverURL }) => {
  for (const path of ["/", "/login", "/sandbox/v1/customers"]) {
    const answer = await send(serverURL, "TRACE", path);
    expect(answer.status, path).toBe(405);
    expect(answer.allow, path).toContain("GET");
  }
});

test("HOSTNAME=127.0.0.1 is honoured: nothing listens on the other interfaces", async ({
  serverURL,
}) => {
  const port = Number(new URL(serverURL).port);
  const outside = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal)
    .map((address) => address!.address)
    .filter((address) => !address.startsWith("fe80:"));
  test.skip(outside.length === 0, "this machine has no interface but loopback");
  const reachable = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host, port });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  expect(await reachable("127.0.0.1")).toBe(true);
  for (const address of outside) expect(await reachable(address), address).toBe(false);
});

test("the audit log records the connection's address, not one the client names", async ({
  browser,
}) => {
  const claims = { "x-forwarded-for": "203.0.113.77", "x-console-client-ip": "203.0.113.66" };
  const claiming = await browser.newContext({ extraHTTPHeaders: claims });
  const page = await claiming.newPage();
  // Signed in here, through the form, so this sign-in is the one the log records.
  await signIn(page, "admin@example.com");
  await expect(page.getByTestId("current-role")).toHaveText("admin");
  // Sign-ins are a kind of their own, left out of the log's default view.
  await page.goto("/audit?kind=sign-ins");
  const signedIn = page
    .getByRole("row")
    .filter({ hasText: "admin@example.com" })
    .filter({ hasText: "Signed in" })
    .first();
  await expect(signedIn.getByRole("cell").last()).toHaveText("127.0.0.1");
  const log = page.getByRole("table", { name: "Audit entries, newest first" });
  for (const claimed of Object.values(claims)) await expect(log).not.toContainText(claimed);
  await claiming.close();
});
