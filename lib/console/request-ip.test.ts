import { describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  canonicalAddress,
  clientIp,
  invalidTrustedProxies,
} from "./request-ip";

/** A request as scripts/server.mjs hands it on: the socket's address, and what the client sent. */
const request = (socket: string | null, forwardedFor?: string) => {
  const headers = new Headers();
  if (socket !== null) headers.set(CLIENT_ADDRESS_HEADER, socket);
  if (forwardedFor !== undefined) headers.set("x-forwarded-for", forwardedFor);
  return headers;
};
/** CONSOLE_SERVER=1: what scripts/server.mjs sets, so that its header is read. */
const direct = { CONSOLE_SERVER: "1" };
const behind = (proxies: string) => ({ ...direct, TRUSTED_PROXIES: proxies });

describe("clientIp", () => {
  it("without TRUSTED_PROXIES, is the socket's address: X-Forwarded-For is the client's word", () => {
    expect(clientIp(request("203.0.113.9", "6.6.6.6"), direct)).toBe("203.0.113.9");
    expect(clientIp(request("203.0.113.9", "6.6.6.6, 198.51.100.7"), direct)).toBe("203.0.113.9");
    expect(clientIp(request("203.0.113.9"), direct)).toBe("203.0.113.9");
  });

  it("reads X-Forwarded-For past the trusted proxies only, and never left of the first other hop", () => {
    const env = behind("10.0.0.2, 10.0.0.3");
    expect(clientIp(request("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.3"), env)).toBe(
      "203.0.113.9",
    );
    // An unconfigured hop in between is where trust ends.
    expect(clientIp(request("10.0.0.2", "6.6.6.6, 192.0.2.1, 10.0.0.3"), env)).toBe("192.0.2.1");
    // A client that reaches the console directly is its socket, whatever it claims.
    expect(clientIp(request("192.0.2.50", "10.0.0.2, 6.6.6.6"), env)).toBe("192.0.2.50");
    // A proxy's own request, with nothing forwarded, is the proxy.
    expect(clientIp(request("10.0.0.2"), env)).toBe("10.0.0.2");
  });

  it("lets no hop that is not an IP address skip the throttle: it is answered by the proxy that passed it", () => {
    const env = behind("10.0.0.2");
    for (const hop of [
      "x".repeat(46),
      `1.2.3.4${" ".repeat(40)}x`,
      "2001:db8::1:2:3:4:5:6:7:8:9:a",
      "client.example",
      "203.0.113.9:51234",
      "unknown",
    ])
      expect(clientIp(request("10.0.0.2", `1.2.3.4, ${hop}`), env)).toBe("10.0.0.2");
    expect(clientIp(request("10.0.0.2", `1.2.3.4, ${"x".repeat(8000)}`), env)).toBe("10.0.0.2");
  });

  it("spells one address one way, so one client is one bucket and a proxy matches its entry", () => {
    expect(clientIp(request("::ffff:10.0.0.2", "203.0.113.9"), behind("10.0.0.2"))).toBe(
      "203.0.113.9",
    );
    expect(clientIp(request("::1", "2001:DB8:0:0::7"), behind("0:0:0:0:0:0:0:1"))).toBe(
      "2001:db8::7",
    );
    expect(clientIp(request("::ffff:127.0.0.1"), direct)).toBe("127.0.0.1");
  });

  it("is null without the server, never the client's X-Forwarded-For", () => {
    // A bare `next dev` or `next start`: nothing deleted a client's own copy of the header.
    expect(clientIp(request("203.0.113.9", "198.51.100.7"), {})).toBeNull();
    expect(clientIp(request(null, "203.0.113.9"), direct)).toBeNull();
    expect(clientIp(request(null, "203.0.113.9"), behind("10.0.0.2"))).toBeNull();
    expect(clientIp(request("not an address"), direct)).toBeNull();
  });
});

describe("canonicalAddress", () => {
  it("takes IPv4 and IPv6 only", () => {
    expect(canonicalAddress("192.0.2.1")).toBe("192.0.2.1");
    expect(canonicalAddress("fe80::1%eth0")).toBe("fe80::1");
    for (const text of ["", "192.0.2.256", "localhost", "192.0.2.1/24", "[::1]"])
      expect(canonicalAddress(text)).toBeNull();
  });
});

describe("invalidTrustedProxies", () => {
  it("names the entries that are not addresses", () => {
    expect(invalidTrustedProxies(behind("10.0.0.2, proxy.internal, ,::1"))).toEqual([
      "proxy.internal",
    ]);
    expect(invalidTrustedProxies({})).toEqual([]);
  });
});
