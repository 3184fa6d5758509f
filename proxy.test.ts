import type { NextFetchEvent } from "next/server";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it, vi } from "vitest";

const secret = "a-proxy-test-secret-of-32-bytes-or-more";
const event = { waitUntil: () => {} } as unknown as NextFetchEvent;
let proxy: (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

beforeAll(async () => {
  vi.stubEnv("AUTH_SECRET", secret);
  proxy = (await import("./proxy")).default;
});

const actionPost = (path: string, cookie?: string) =>
  new NextRequest(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    headers: {
      // Auth.js reads the origin, and so its cookies' names, from these (Next's server sets them).
      host: "127.0.0.1:3000",
      "x-forwarded-proto": "http",
      "next-action": "7f0a1b2c3d",
      "content-type": "text/plain;charset=UTF-8",
      ...(cookie ? { cookie } : {}),
    },
    body: "[]",
  });

async function sessionCookie() {
  const salt = "authjs.session-token";
  const token = { sub: "u1", signedInAt: Date.now(), sessionVersion: 0 };
  return `${salt}=${await encode({ token, secret, salt })}`;
}

describe("server actions at the proxy", () => {
  it("refuses one without a session before it runs, sending the browser to sign in", async () => {
    const response = await proxy(actionPost("/settings"), event);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("UNAUTHENTICATED");
    expect(response.headers.get("x-action-redirect")).toMatch(/\/login\?callbackUrl=/);
    // Not passed on to the app: no action runs, so nothing is written.
    expect(response.headers.get("x-middleware-next")).toBeNull();
  });

  it("passes one with a session on, without refreshing its cookie", async () => {
    const response = await proxy(actionPost("/settings", await sessionCookie()), event);
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("passes the sign-in page's own action, which needs no session", async () => {
    const response = await proxy(actionPost("/login"), event);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("passes a one-time link's page action (its token is the credential), and nothing below it", async () => {
    const token = "a".repeat(43);
    expect(
      (await proxy(actionPost(`/welcome/${token}`), event)).headers.get("x-middleware-next"),
    ).toBe("1");
    expect((await proxy(actionPost(`/welcome/${token}/x`), event)).status).toBe(401);
    expect((await proxy(actionPost("/welcome"), event)).status).toBe(401);
  });
});
