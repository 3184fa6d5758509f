import type { JWT } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { ABSOLUTE_SESSION_SECONDS, authConfig, IDLE_SESSION_SECONDS } from "./config";

const jwt = (token: JWT, user?: { id: string }) =>
  (authConfig.callbacks.jwt as (p: { token: JWT; user?: { id: string } }) => JWT | null)({
    token,
    user,
  });

describe("session lifetime", () => {
  it("idles out after 30 minutes: the cookie is re-issued with that lifetime on each request", () => {
    expect(authConfig.session.maxAge).toBe(IDLE_SESSION_SECONDS);
    expect(IDLE_SESSION_SECONDS).toBe(1800);
  });

  it("stamps the sign-in time and ends the session 12 hours later however active", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T08:00:00Z"));
    const token = jwt({}, { id: "u1" });
    expect(token).toMatchObject({
      sub: "u1",
      signedInAt: Date.parse("2026-11-22T08:00:00Z"),
    });

    vi.setSystemTime(new Date(Date.now() + ABSOLUTE_SESSION_SECONDS * 1000));
    expect(jwt(token!)).not.toBeNull();
    vi.setSystemTime(new Date(Date.now() + 1000));
    expect(jwt(token!)).toBeNull();
    vi.useRealTimers();
  });

  it("refuses a token without a sign-in time", () => {
    expect(jwt({ sub: "u1" })).toBeNull();
  });
});
