import { describe, expect, it } from "vitest";
import { assertAuthSecret, wantsDemoData, wantsDemoSeed } from "./bootstrap";

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

describe("bootstrap rules", () => {
  it("seeds demo users in development, and in production only with SEED_DEMO=1", () => {
    expect(wantsDemoSeed(env({ NODE_ENV: "development" }))).toBe(true);
    expect(wantsDemoSeed(env({ NODE_ENV: "development", SEED_DEMO: "0" }))).toBe(false);
    expect(wantsDemoSeed(env({ NODE_ENV: "production" }))).toBe(false);
    expect(wantsDemoSeed(env({ NODE_ENV: "production", SEED_DEMO: "1" }))).toBe(true);
  });

  it("seeds the sandbox's demo data in development only, unless SEED_DEMO_DATA says otherwise", () => {
    expect(wantsDemoData(env({ NODE_ENV: "development" }))).toBe(true);
    expect(wantsDemoData(env({ NODE_ENV: "development", SEED_DEMO_DATA: "0" }))).toBe(false);
    expect(wantsDemoData(env({ NODE_ENV: "production" }))).toBe(false);
    expect(wantsDemoData(env({ NODE_ENV: "production", SEED_DEMO_DATA: "1" }))).toBe(true);
    // What scripts/e2e-server.mjs sets: demo users, but an empty sandbox for the specs.
    expect(wantsDemoData(env({ NODE_ENV: "production", SEED_DEMO: "1" }))).toBe(false);
  });

  it("leaves another provider alone, whatever the flag says", () => {
    const elsewhere = { CAMS_BASE_URL: "https://cams.example.com/v1" };
    expect(wantsDemoData(env({ NODE_ENV: "development", ...elsewhere }))).toBe(false);
    expect(wantsDemoData(env({ NODE_ENV: "production", SEED_DEMO_DATA: "1", ...elsewhere }))).toBe(
      false,
    );
  });

  it("refuses production without AUTH_SECRET and says why", () => {
    expect(() => assertAuthSecret(env({ NODE_ENV: "production" }))).toThrow(
      /AUTH_SECRET is not set/,
    );
    expect(() => assertAuthSecret(env({ NODE_ENV: "production", AUTH_SECRET: "s" }))).not.toThrow();
    expect(() => assertAuthSecret(env({ NODE_ENV: "development" }))).not.toThrow();
  });
});
