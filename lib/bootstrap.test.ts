import { describe, expect, it } from "vitest";
import { assertAuthSecret, wantsDemoSeed } from "./bootstrap";

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

describe("bootstrap rules", () => {
  it("seeds demo users in development, and in production only with SEED_DEMO=1", () => {
    expect(wantsDemoSeed(env({ NODE_ENV: "development" }))).toBe(true);
    expect(wantsDemoSeed(env({ NODE_ENV: "development", SEED_DEMO: "0" }))).toBe(false);
    expect(wantsDemoSeed(env({ NODE_ENV: "production" }))).toBe(false);
    expect(wantsDemoSeed(env({ NODE_ENV: "production", SEED_DEMO: "1" }))).toBe(true);
  });

  it("refuses production without AUTH_SECRET and says why", () => {
    expect(() => assertAuthSecret(env({ NODE_ENV: "production" }))).toThrow(
      /AUTH_SECRET is not set/,
    );
    expect(() => assertAuthSecret(env({ NODE_ENV: "production", AUTH_SECRET: "s" }))).not.toThrow();
    expect(() => assertAuthSecret(env({ NODE_ENV: "development" }))).not.toThrow();
  });
});
