import { describe, expect, it } from "vitest";
import { ACCOUNT_RULE, ADDRESS_RULE, decideSignInAttempt } from "./sign-in-throttle";

const now = new Date("2026-11-22T12:00:00Z");
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const failed = (failures: number, last: number, oldest = 3000) => ({
  failures,
  last: secondsAgo(last),
  oldest: secondsAgo(oldest),
});

describe("decideSignInAttempt", () => {
  it("lets the free failures through without delay", () => {
    for (const rule of [ADDRESS_RULE, ACCOUNT_RULE]) {
      expect(decideSignInAttempt(rule, failed(rule.free - 1, 0), now)).toEqual({ allowed: true });
      expect(decideSignInAttempt(rule, failed(rule.free, 0.5), now)).toEqual({
        allowed: false,
        retryAfterSeconds: 1,
      });
    }
  });

  it("doubles the wait past the free failures", () => {
    const rule = ACCOUNT_RULE;
    expect(decideSignInAttempt(rule, failed(rule.free, 1), now).allowed).toBe(true);
    expect(decideSignInAttempt(rule, failed(rule.free + 3, 7), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(decideSignInAttempt(rule, failed(rule.free + 3, 8), now).allowed).toBe(true);
  });

  it("holds an account for 30 seconds at most, however many failures: no lockout by strangers", () => {
    expect(decideSignInAttempt(ACCOUNT_RULE, failed(10_000, 0), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(decideSignInAttempt(ACCOUNT_RULE, failed(10_000, 30), now).allowed).toBe(true);
  });

  it("holds an address up to fifteen minutes, and refuses its 101st failure in an hour", () => {
    expect(decideSignInAttempt(ADDRESS_RULE, failed(99, 0), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
    });
    expect(decideSignInAttempt(ADDRESS_RULE, failed(99, 900), now).allowed).toBe(true);
    expect(decideSignInAttempt(ADDRESS_RULE, failed(100, 1000, 3500), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 100,
    });
  });
});
