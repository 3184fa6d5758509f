import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEV_SECRET_PREFIX, deploymentFromEnv, unsafeProductionSetting } from "./deployment";

const secret = "s".repeat(32);
// CONSOLE_SERVER: what scripts/server.mjs, the server `npm start` runs, sets.
const prod = { NODE_ENV: "production", AUTH_SECRET: secret, CONSOLE_SERVER: "1" };
const provider = {
  CAMS_BASE_URL: "https://cams.example.com/v1",
  CAMS_API_KEY: "live-key",
  CAMS_USERNAME: "bank.programme",
  CAMS_PASSWORD: "Live!Password2026x",
  CAMS_CLIENT_ID: "fedcba9876543210fedcba9876543210",
  CAMS_CLIENT_KEY: "bank_client",
  CAMS_SIGNING_SECRET: "live-signing-secret",
  CAMS_WEBHOOK_SECRET: "live-webhook-secret",
};
const ownSandbox = {
  SANDBOX_ENABLED: "1",
  SANDBOX_API_KEY: "own-key",
  SANDBOX_PASSWORD: "Own!Password2026xy",
  SANDBOX_CLIENT_ID: "fedcba9876543210fedcba9876543210",
  SANDBOX_CLIENT_KEY: "own_client",
  SANDBOX_SIGNING_SECRET: "own-signing-secret",
  SANDBOX_WEBHOOK_SECRET: "own-webhook-secret",
};

describe("deploymentFromEnv", () => {
  it("mounts the sandbox and seeds the demo in development, unless told not to seed", () => {
    expect(deploymentFromEnv({ NODE_ENV: "development" })).toMatchObject({
      sandboxMounted: true,
      seedDemoUsers: true,
      seedDemoData: true,
    });
    expect(
      deploymentFromEnv({ NODE_ENV: "development", SEED_DEMO: "0", SEED_DEMO_DATA: "0" }),
    ).toMatchObject({ seedDemoUsers: false, seedDemoData: false });
  });

  it("in production, mounts the sandbox only for a demo or with SANDBOX_ENABLED=1", () => {
    expect(deploymentFromEnv(prod).sandboxMounted).toBe(false);
    expect(deploymentFromEnv({ ...prod, CONSOLE_DEMO: "1" }).sandboxMounted).toBe(true);
    expect(deploymentFromEnv({ ...prod, SANDBOX_ENABLED: "1" }).sandboxMounted).toBe(true);
    // A real provider configured: /sandbox answers 404 whatever the flags say.
    expect(deploymentFromEnv({ ...prod, ...provider, SANDBOX_ENABLED: "1" }).sandboxMounted).toBe(
      false,
    );
    expect(deploymentFromEnv({ NODE_ENV: "development", ...provider }).sandboxMounted).toBe(false);
  });

  it("honours SEED_DEMO and SEED_DEMO_DATA in production only for a demo", () => {
    const asked = { ...prod, SEED_DEMO: "1", SEED_DEMO_DATA: "1" };
    expect(deploymentFromEnv(asked)).toMatchObject({ seedDemoUsers: false, seedDemoData: false });
    expect(deploymentFromEnv({ ...asked, CONSOLE_DEMO: "1" })).toMatchObject({
      seedDemoUsers: true,
      seedDemoData: true,
    });
    // What scripts/e2e-server.mjs sets: demo users, but an empty sandbox for the specs.
    expect(deploymentFromEnv({ ...prod, CONSOLE_DEMO: "1", SEED_DEMO_DATA: "0" })).toMatchObject({
      seedDemoUsers: true,
      seedDemoData: false,
    });
  });

  it("never seeds another provider's data", () => {
    expect(deploymentFromEnv({ NODE_ENV: "development", ...provider }).seedDemoData).toBe(false);
  });
});

describe("unsafeProductionSetting", () => {
  it("lets development start with nothing set", () => {
    expect(unsafeProductionSetting({ NODE_ENV: "development" })).toBeNull();
  });

  it("refuses a missing, empty or short AUTH_SECRET: 31 bytes no, 32 yes", () => {
    const base = { ...prod, ...provider };
    expect(unsafeProductionSetting({ ...base, AUTH_SECRET: undefined })).toMatch(
      /^AUTH_SECRET is not set/,
    );
    expect(unsafeProductionSetting({ ...base, AUTH_SECRET: "" })).toMatch(
      /^AUTH_SECRET is not set/,
    );
    expect(unsafeProductionSetting({ ...base, AUTH_SECRET: "s".repeat(31) })).toMatch(
      /^AUTH_SECRET is shorter than 32 bytes/,
    );
    expect(unsafeProductionSetting({ ...base, AUTH_SECRET: "s".repeat(32) })).toBeNull();
  });

  it("refuses the development AUTH_SECRET, except in a declared demo", () => {
    const dev = `${DEV_SECRET_PREFIX}${"x".repeat(44)}`;
    expect(unsafeProductionSetting({ ...prod, ...provider, AUTH_SECRET: dev })).toMatch(
      /^AUTH_SECRET is the development secret/,
    );
    expect(unsafeProductionSetting({ ...prod, AUTH_SECRET: dev, CONSOLE_DEMO: "1" })).toBeNull();
  });

  it("refuses a start with no provider", () => {
    expect(unsafeProductionSetting(prod)).toMatch(/^No provider is configured/);
  });

  it("refuses every provider credential that is unset or a development default", () => {
    expect(unsafeProductionSetting({ ...prod, ...provider })).toBeNull();
    for (const name of Object.keys(provider).filter((n) => n !== "CAMS_BASE_URL")) {
      expect(unsafeProductionSetting({ ...prod, ...provider, [name]: "" })).toMatch(
        new RegExp(`^${name} is not set`),
      );
    }
    expect(
      unsafeProductionSetting({ ...prod, ...provider, CAMS_PASSWORD: "Sandbox!Pass2026x" }),
    ).toMatch(/^CAMS_PASSWORD is the development default/);
    expect(
      unsafeProductionSetting({
        ...prod,
        ...provider,
        CAMS_WEBHOOK_SECRET: "sandbox-webhook-secret",
      }),
    ).toMatch(/^CAMS_WEBHOOK_SECRET is the development default/);
  });

  it("serves the built-in sandbox in production only with its own secrets", () => {
    expect(unsafeProductionSetting({ ...prod, ...ownSandbox })).toBeNull();
    expect(
      unsafeProductionSetting({ ...prod, ...ownSandbox, SANDBOX_PASSWORD: "Sandbox!Pass2026x" }),
    ).toMatch(/^SANDBOX_PASSWORD is the development default/);
    expect(unsafeProductionSetting({ ...prod, SANDBOX_ENABLED: "1" })).toMatch(
      /^SANDBOX_API_KEY is not set/,
    );
  });

  it("refuses a start without scripts/server.mjs, the one server that gives the client's address", () => {
    expect(unsafeProductionSetting({ ...prod, ...provider, CONSOLE_SERVER: undefined })).toMatch(
      /^Start the console with `npm start` \(scripts\/server.mjs\), not `next start`/,
    );
    // A demo too: its sign-in throttle and audit log need the address as much.
    expect(
      unsafeProductionSetting({ ...prod, CONSOLE_DEMO: "1", CONSOLE_SERVER: undefined }),
    ).toMatch(/^Start the console with `npm start`/);
  });

  it("refuses a TRUSTED_PROXIES entry that is not an IP address", () => {
    expect(
      unsafeProductionSetting({
        ...prod,
        ...provider,
        TRUSTED_PROXIES: "10.0.0.2, proxy.internal",
      }),
    ).toBe(
      'TRUSTED_PROXIES holds "proxy.internal", which is not an IP address: name each proxy by its address.',
    );
    expect(
      unsafeProductionSetting({ ...prod, ...provider, TRUSTED_PROXIES: "10.0.0.2, ::1" }),
    ).toBeNull();
  });

  // It starts without SANDBOX_* settings: it makes its own at start (lib/bootstrap.test.ts).
  it("lets a declared demo start without sandbox settings, on the built-in sandbox only", () => {
    expect(unsafeProductionSetting({ ...prod, CONSOLE_DEMO: "1" })).toBeNull();
    expect(unsafeProductionSetting({ ...prod, CONSOLE_DEMO: "1", ...provider })).toMatch(
      /^CONSOLE_DEMO=1 runs on the built-in sandbox only/,
    );
  });
});

describe("a production start", () => {
  it("exits non-zero with one line naming the setting", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    // As Next runs server code: under the react-server condition, where server-only loads.
    const run = spawnSync(
      "npx",
      [
        "tsx",
        "--conditions=react-server",
        "-e",
        'import("./lib/bootstrap.ts").then((m) => m.bootstrapOrExit())',
      ],
      {
        cwd: root,
        encoding: "utf8",
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production" },
      },
    );
    expect(run.status).toBe(1);
    const lines = run.stderr.split("\n").filter((line) => line.includes("[bootstrap]"));
    expect(lines).toEqual([
      expect.stringMatching(/Refusing to start in production: AUTH_SECRET is not set/),
    ]);
  }, 60_000);
});
