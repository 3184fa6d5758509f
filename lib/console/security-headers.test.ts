import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config.mjs";
import { contentSecurityPolicy, newNonce } from "./security-headers";
import { staticSecurityHeaders } from "./static-security-headers.mjs";

describe("security headers", () => {
  it("lets scripts run only with the response's nonce, and frames nothing", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(contentSecurityPolicy("abc123", { dev: true })).toContain("'unsafe-eval'");
  });

  it("makes a new nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("pins browsers to https in production only", () => {
    const names = (production: boolean) =>
      staticSecurityHeaders({ production }).map((header) => header.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]),
    );
  });

  it("are what next.config.mjs sets on every path", async () => {
    expect(await nextConfig.headers?.()).toEqual([
      { source: "/:path*", headers: staticSecurityHeaders({ production: false }) },
    ]);
  });
});
