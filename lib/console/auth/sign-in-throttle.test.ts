import { describe, expect, it } from "vitest";
import { decideSignInAttempt, FREE_FAILURES, MAX_FAILURES_PER_HOUR } from "./sign-in-throttle";

const now = new Date("2026-11-22T12:00:00Z");
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

describe("decideSignInAttempt", () => {
  it("lets the first failures through without delay", () => {
    expect(decideSignInAttempt(FREE_FAILURES - 1, secondsAgo(0), secondsAgo(0), now)).toEqual({
      allowed: true,
    });
  });

  it("doubles the wait past the free failures", () => {
    expect(decideSignInAttempt(FREE_FAILURES, secondsAgo(0.5), secondsAgo(60), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(decideSignInAttempt(FREE_FAILURES, secondsAgo(1), secondsAgo(60), now).allowed).toBe(
      true,
    );
    expect(decideSignInAttempt(FREE_FAILURES + 3, secondsAgo(7), secondsAgo(60), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(decideSignInAttempt(FREE_FAILURES + 3, secondsAgo(8), secondsAgo(60), now).allowed).toBe(
      true,
    );
  });

  it("caps the wait at fifteen minutes, never a lockout", () => {
    const d = decideSignInAttempt(MAX_FAILURES_PER_HOUR - 1, secondsAgo(0), secondsAgo(60), now);
    expect(d).toEqual({ allowed: false, retryAfterSeconds: 900 });
    expect(
      decideSignInAttempt(MAX_FAILURES_PER_HOUR - 1, secondsAgo(900), secondsAgo(1000), now)
        .allowed,
    ).toBe(true);
  });

  it("refuses the 101st attempt in an hour until the oldest failure ages out", () => {
    const d = decideSignInAttempt(MAX_FAILURES_PER_HOUR, secondsAgo(10), secondsAgo(3500), now);
    expect(d).toEqual({ allowed: false, retryAfterSeconds: 100 });
  });
});
