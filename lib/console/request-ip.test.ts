import { describe, expect, it } from "vitest";
import { clientIp, trustedProxiesFromEnv } from "./request-ip";

const forwardedFor = (value: string) => new Headers({ "x-forwarded-for": value });

describe("clientIp", () => {
  it("reads the nearest hop, never the client's own claim further left", () => {
    expect(clientIp(forwardedFor("6.6.6.6, 203.0.113.9"), new Set())).toBe("203.0.113.9");
    expect(clientIp(forwardedFor("203.0.113.9"), new Set())).toBe("203.0.113.9");
  });

  it("skips the configured proxies, and only them", () => {
    const proxies = trustedProxiesFromEnv({ TRUSTED_PROXIES: "10.0.0.2, 10.0.0.3" });
    expect(clientIp(forwardedFor("6.6.6.6, 203.0.113.9, 10.0.0.3, 10.0.0.2"), proxies)).toBe(
      "203.0.113.9",
    );
    // An unconfigured hop in between is where trust ends.
    expect(clientIp(forwardedFor("6.6.6.6, 192.0.2.1, 10.0.0.2"), proxies)).toBe("192.0.2.1");
  });

  it("answers null for no address, and for a forged header too long to be one", () => {
    expect(clientIp(new Headers(), new Set())).toBeNull();
    expect(clientIp(forwardedFor(`1.2.3.4, ${"x".repeat(8000)}`), new Set())).toBeNull();
  });
});
